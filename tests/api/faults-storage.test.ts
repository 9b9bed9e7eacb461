import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { multipartBody } from '../fixtures/multipart.ts';
import { startS3Server } from '../fixtures/s3-server.ts';
import { startTcpProxy, type TcpProxy } from '../fixtures/tcp-proxy.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands } from '../fixtures/two-brands.ts';

const BUCKET = 'vault';
const UNAVAILABLE = { error: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.storageUnavailable } };
const RECOVERY_MS = 5_000;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let proxy: TcpProxy;
let app: TestApp;
let token: string;
let propertyId: number;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
  const port = Number(new URL(s3.endpoint).port);
  proxy = await startTcpProxy({ host: '127.0.0.1', port });
  // The product reaches the store only through the proxy, which the test cuts and restores.
  app = await startTestApp({ DEMO: '0', ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}` });
  const { a } = await buildTwoBrands(app.database!.db);
  propertyId = a.property.id;
  const now = Math.floor(Date.now() / 1000);
  token = await signWithProviderKey(app.database!.db, {
    sub: a.users.homeMover.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
  // The test reads the bucket directly, past the proxy.
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await app?.close();
  await proxy?.close();
  await s3?.close();
});

/** The objects stored for the property, read from the store itself. */
async function storedKeys(): Promise<string[]> {
  const page = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `uploads/${propertyId}/` }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

async function vaultIds(): Promise<number[]> {
  const rows = await app
    .database!.db.selectFrom('uploads')
    .select('id')
    .where('property_id', '=', propertyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

const download = (id: number) =>
  fetch(`${app.url}/api/upload/${propertyId}/${id}`, { headers: { authorizationjwt: token } });

/** A PNG of `bytes` bytes sent in 256 KB pieces; `onSent(n)` is told after each piece. */
function slowUpload(bytes: number, onSent: (sent: number) => void) {
  const file = Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]);
  const body = multipartBody('faultsboundary', [{ name: 'file', filename: 'Survey.png', content: file }]);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= body.bytes.length) return controller.close();
      const piece = body.bytes.subarray(offset, offset + 256 * 1024);
      offset += piece.length;
      controller.enqueue(new Uint8Array(piece));
      onSent(offset);
      await new Promise((resolve) => setTimeout(resolve, 20));
    },
  });
  return fetch(`${app.url}/api/upload/${propertyId}`, {
    method: 'POST',
    headers: { authorizationjwt: token, 'content-type': body.contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit);
}

describe('the object store going down under the document vault', () => {
  it('an upload cut off by the store going away mid-way answers 503 with the message and keeps nothing; reads answer 503 while it is down; all works again once it is back', async () => {
    const first = await uploadFiles(app.url, propertyId, token, [{ name: 'Deeds.png', bytes: PNG }]);
    expect(first.status).toBe(201);
    const firstId = first.body!.id;
    const keysBefore = await storedKeys();
    const idsBefore = await vaultIds();
    expect(keysBefore).toHaveLength(1);

    // 6 MB: more than one 5 MB part, so the store is written to while the file still streams in.
    let cut = false;
    const answer = await slowUpload(6 * 1024 * 1024, (sent) => {
      if (!cut && sent > 3 * 1024 * 1024) {
        cut = true;
        proxy.cut();
      }
    });
    expect(cut).toBe(true);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual(UNAVAILABLE);

    const whileDown = await download(firstId);
    expect(whileDown.status).toBe(503);
    expect(await whileDown.json()).toEqual(UNAVAILABLE);
    const another = await uploadFiles(app.url, propertyId, token, [{ name: 'Plan.png', bytes: PNG }]);
    expect(another.status).toBe(503);
    expect(another.body).toEqual(UNAVAILABLE);

    // Nothing half-written: no row, and no object in the store beside the first file.
    expect(await vaultIds()).toEqual(idsBefore);
    expect(await storedKeys()).toEqual(keysBefore);

    proxy.restore();
    const restored = performance.now();
    let again = await download(firstId);
    while (again.status !== 200 && performance.now() - restored < RECOVERY_MS) {
      await again.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await download(firstId);
    }
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(PNG)).toBe(true);
    const recovered = performance.now() - restored;
    console.log(
      `faults: object store cut mid-upload: 503, nothing kept; first download 200 ${Math.round(recovered)} ms after it came back`,
    );
    expect(recovered).toBeLessThan(RECOVERY_MS);

    const after = await uploadFiles(app.url, propertyId, token, [{ name: 'Plan.png', bytes: PNG }]);
    expect(after.status).toBe(201);
    expect(await storedKeys()).toHaveLength(2);
    expect(await vaultIds()).toEqual([...idsBefore, after.body!.id]);
  });
});
