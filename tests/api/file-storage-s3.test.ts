import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { FileMissing } from '../../server/services/file-storage/file-storage.ts';
import { S3FileStorage } from '../../server/services/file-storage/s3-storage.ts';
import { pdf, uploadFiles } from '../fixtures/files.ts';
import { startS3Server } from '../fixtures/s3-server.ts';
import { startTestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands } from '../fixtures/two-brands.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3FileStorage;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  s3 = await startS3Server('vault');
  const config = loadConfig({ ...s3.env, DATA_DIR: ':memory:' });
  if (config.fileStorage.kind !== 's3') throw new Error('S3 settings not read');
  storage = new S3FileStorage(config.fileStorage.s3);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

describe('the S3 adapter against an S3-compatible server', () => {
  it('streams a file in and out, lists it under its prefix and removes it', async () => {
    const written = await storage.write(
      'uploads/1/a',
      Readable.from([Buffer.from('hello '), Buffer.from('vault')]),
      'text/plain',
    );
    expect(written.bytes).toBe(11);
    expect(await text(await storage.read('uploads/1/a'))).toBe('hello vault');
    const listed = [];
    for await (const object of storage.list('uploads/')) listed.push(object);
    expect(listed.map((object) => object.key)).toEqual(['uploads/1/a']);
    expect(listed[0].modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await storage.remove('uploads/1/a');
    await expect(storage.read('uploads/1/a')).rejects.toBeInstanceOf(FileMissing);
    await storage.remove('uploads/1/a');
  });

  it('keeps nothing when the stream fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(storage.write('uploads/2/broken', failing, 'application/pdf')).rejects.toThrow();
    await expect(storage.read('uploads/2/broken')).rejects.toBeInstanceOf(FileMissing);
  });

  it('serves the vault end to end when the product is configured with the bucket', async () => {
    const app = await startTestApp({ DEMO: '0', ...s3.env });
    try {
      const { a } = await buildTwoBrands(app.database!.db);
      const now = Math.floor(Date.now() / 1000);
      const token = await signWithProviderKey(app.database!.db, {
        sub: a.users.homeMover.id,
        iss: `${app.publicUrl}/oidc`,
        aud: 'hop-web',
        iat: now,
        exp: now + 600,
      });
      const bytes = await pdf();
      const uploaded = await uploadFiles(app.url, a.property.id, token, [{ name: 'Deeds.pdf', bytes }]);
      expect(uploaded.status).toBe(201);
      const download = await fetch(`${app.url}/api/upload/${a.property.id}/${uploaded.body!.id}`, {
        headers: { authorizationjwt: token },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      expect(app.storage!.description).toBe(`S3 bucket vault at ${s3.endpoint}`);
    } finally {
      await app.close();
    }
  });
});
