import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseDisposition } from 'content-disposition';
import { callApi } from '../fixtures/http.ts';
import { encryptedPdf, EXECUTABLE, JPG, pdf, PNG, uploadFiles } from '../fixtures/files.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { fakePdf, multipartBody } from '../fixtures/multipart.ts';
import fc from 'fast-check';

let app: TestApp;
let a: Side;
let b: Side;
let seller: string;
let agent: string;
let sellerB: string;
const LIMIT = 64 * 1024;

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.storage!.list('uploads/')) keys.push(object.key);
  return keys;
}

async function rowCount(): Promise<number> {
  const rows = await app.database!.db.selectFrom('uploads').select('id').execute();
  return rows.length;
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', UPLOAD_MAX_BYTES: String(LIMIT) });
  ({ a, b } = await buildTwoBrands(app.database!.db));
  seller = await tokenFor(a.users.homeMover.id);
  agent = await tokenFor(a.users.agent.id);
  sellerB = await tokenFor(b.users.homeMover.id);
});
afterAll(() => app?.close());

describe('uploading to the vault', () => {
  it('takes a PNG, a JPG and a PDF in one request and lists each without its extension', async () => {
    const response = await uploadFiles(app.url, a.property.id, seller, [
      { name: 'Floor plan.png', bytes: PNG },
      { name: 'Front.JPG', bytes: JPG },
      { name: 'Title deeds.pdf', bytes: await pdf() },
    ]);
    expect(response.status).toBe(201);
    expect(response.body!.uploads.map((u) => [u.name, u.fileName, u.content_type])).toEqual([
      ['Floor plan', 'Floor plan.png', 'image/png'],
      ['Front', 'Front.jpg', 'image/jpeg'],
      ['Title deeds', 'Title deeds.pdf', 'application/pdf'],
    ]);
    expect(response.body!.id).toBe(response.body!.uploads[0].id);
    const vault = await callApi(app.url, 'GET', `/property/${a.property.id}/uploads`, { token: agent });
    expect(vault.status).toBe(200);
    expect(vault.body.uploads.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Floor plan', 'Front', 'Title deeds']),
    );
    expect(vault.body.may_upload).toBe(false);
    expect(vault.body.max_bytes).toBe(LIMIT);
    expect(vault.body.kinds).toEqual(['png', 'jpg', 'pdf']);
  });

  it('refuses an executable renamed to .pdf, whatever type the browser claims, and keeps nothing', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    const response = await uploadFiles(app.url, a.property.id, seller, [
      { name: 'invoice.pdf', bytes: EXECUTABLE, type: 'application/pdf' },
    ]);
    expect(response.status).toBe(415);
    expect(response.body!.error!.message).toBe(
      'invoice.pdf is named as a PDF file (.pdf), but what is inside is not a PDF: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a PNG, JPG or PDF, then upload that.',
    );
    expect({ rows: await rowCount(), files: (await storedKeys()).length }).toEqual(before);
  });

  it('refuses a file over the limit with 413 and keeps nothing, not even the good file sent with it', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    const big = Buffer.concat([PNG, Buffer.alloc(LIMIT)]);
    const response = await uploadFiles(app.url, a.property.id, seller, [
      { name: 'ok.png', bytes: PNG },
      { name: 'huge.png', bytes: big },
    ]);
    expect(response.status).toBe(413);
    expect(response.body!.error!.message).toBe('Files can be up to 64 KB each.');
    expect({ rows: await rowCount(), files: (await storedKeys()).length }).toEqual(before);
  });

  it('refuses a password-protected PDF with advice to send one without protection or choose to follow', async () => {
    const before = await storedKeys();
    const response = await uploadFiles(app.url, a.property.id, seller, [
      { name: 'Lease.pdf', bytes: await encryptedPdf() },
    ]);
    expect(response.status).toBe(422);
    expect(response.body!.error!.message).toBe(
      "Lease.pdf is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.",
    );
    expect(await storedKeys()).toEqual(before);
  });

  it('keeps only the last path segment of a name, without control characters, and at most 120 characters', async () => {
    const response = await uploadFiles(app.url, a.property.id, seller, [
      { name: '../../etc/pass\u0000wd\u202e.png', bytes: PNG },
      { name: `${'x'.repeat(300)}.png`, bytes: PNG },
    ]);
    expect(response.status).toBe(201);
    const [traversal, long] = response.body!.uploads;
    expect(traversal.originalFileName).toBe('passwd.png');
    expect([...long.fileName]).toHaveLength(120);
    expect(long.fileName.endsWith('.png')).toBe(true);
    const download = await fetch(`${app.url}/api/upload/${a.property.id}/${traversal.id}`, {
      headers: { authorizationjwt: agent },
    });
    expect(parseDisposition(download.headers.get('content-disposition')!).parameters.filename).toBe('passwd.png');
  });

  it('keeps nothing from an upload cut off mid-stream', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    const boundary = 'cutoffboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${app.url}/api/upload/${a.property.id}`, {
        method: 'POST',
        headers: {
          authorizationjwt: seller,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(200_000),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(head);
      req.write(Buffer.concat([PNG, Buffer.alloc(20_000)]), () => setTimeout(() => req.destroy(), 200));
    });
    // The server notices the closed connection on its own schedule.
    await expect
      .poll(async () => ({ rows: await rowCount(), files: (await storedKeys()).length }), { timeout: 5000 })
      .toEqual(before);
  });

  it('refuses content that only begins like a PDF as a file type it does not accept, and keeps nothing', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    await fc.assert(
      fc.asyncProperty(fakePdf, async (bytes) => {
        const response = await uploadFiles(app.url, a.property.id, seller, [
          { name: 'Survey.pdf', bytes, type: 'application/pdf' },
        ]);
        expect(response.status).toBe(415);
        expect(response.body!.error).toEqual({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message:
            'Survey.pdf is named as a PDF file (.pdf), but what is inside is not a PDF: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a PNG, JPG or PDF, then upload that.',
        });
      }),
      { numRuns: 6 },
    );
    expect({ rows: await rowCount(), files: (await storedKeys()).length }).toEqual(before);
  });

  it('answers 400 to a body that ends before its last file does, keeping not even the complete file before it', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    const body = multipartBody('cutshort', [
      { name: 'file', filename: 'whole.png', content: PNG },
      { name: 'file', filename: 'Lease.pdf', content: await pdf('Lease') },
    ]);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: body.starts[1]!, max: body.ends[1]! - 1 }), async (cut) => {
        const response = await fetch(`${app.url}/api/upload/${a.property.id}`, {
          method: 'POST',
          headers: { authorizationjwt: seller, 'content-type': body.contentType },
          body: new Uint8Array(body.bytes.subarray(0, cut)),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: {
            code: 'BAD_REQUEST',
            message: 'The upload could not be read: it ended early or was not a well-formed form. Please try again.',
          },
        });
      }),
      { numRuns: 5 },
    );
    expect({ rows: await rowCount(), files: (await storedKeys()).length }).toEqual(before);
  });

  it('refuses more than 10 files in one request in its own words, and keeps none of them', async () => {
    const before = { rows: await rowCount(), files: (await storedKeys()).length };
    const response = await uploadFiles(
      app.url,
      a.property.id,
      seller,
      Array.from({ length: 11 }, (_, index) => ({ name: `photo-${index}.png`, bytes: PNG })),
    );
    expect(response.status).toBe(413);
    expect(response.body!.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'You can upload up to 10 files at once.',
    });
    expect({ rows: await rowCount(), files: (await storedKeys()).length }).toEqual(before);
  });

  it('refuses a request without a file', async () => {
    const form = new FormData();
    form.append('note', 'no file');
    const response = await fetch(`${app.url}/api/upload/${a.property.id}`, {
      method: 'POST',
      headers: { authorizationjwt: seller },
      body: form,
    });
    expect(response.status).toBe(400);
  });
});

describe('who may add, remove and download', () => {
  it('lets an agent who sees the property download but not upload (403), and another brand’s seller not even see it (404)', async () => {
    expect((await uploadFiles(app.url, a.property.id, agent, [{ name: 'a.png', bytes: PNG }])).status).toBe(403);
    expect((await uploadFiles(app.url, a.property.id, sellerB, [{ name: 'a.png', bytes: PNG }])).status).toBe(404);
  });

  it('streams a download with its checked type and an attachment disposition, and 404 to another brand', async () => {
    const bytes = await pdf('Search results');
    const { body } = await uploadFiles(app.url, a.property.id, seller, [{ name: 'Search results é.pdf', bytes }]);
    const upload = body!.uploads[0];
    const response = await fetch(`${app.url}/api/upload/${a.property.id}/${upload.id}`, {
      headers: { authorizationjwt: agent },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = parseDisposition(response.headers.get('content-disposition')!);
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('Search results é.pdf');
    // A plain-ASCII fallback for old clients beside the UTF-8 name.
    expect(response.headers.get('content-disposition')).toContain('filename="Search results ?.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const outside = await fetch(`${app.url}/api/upload/${a.property.id}/${upload.id}`, {
      headers: { authorizationjwt: sellerB },
    });
    expect(outside.status).toBe(404);
    const wrongProperty = await fetch(`${app.url}/api/upload/${b.property.id}/${upload.id}`, {
      headers: { authorizationjwt: sellerB },
    });
    expect(wrongProperty.status).toBe(404);
  });

  it('removes a document: the row and the file go, and a second removal is 404', async () => {
    const { body } = await uploadFiles(app.url, a.property.id, seller, [{ name: 'Old.png', bytes: PNG }]);
    const upload = body!.uploads[0];
    const keysBefore = await storedKeys();
    expect(
      (await callApi(app.url, 'POST', `/removeupload/${a.property.id}`, { token: agent, body: { id: upload.id } }))
        .status,
    ).toBe(403);
    const removed = await callApi(app.url, 'POST', `/removeupload/${a.property.id}`, {
      token: seller,
      body: { id: upload.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: upload.id, removed: true });
    expect((await storedKeys()).length).toBe(keysBefore.length - 1);
    const vault = await callApi(app.url, 'GET', `/property/${a.property.id}/uploads`, { token: seller });
    expect(vault.body.uploads.map((u: { id: number }) => u.id)).not.toContain(upload.id);
    expect(
      (await callApi(app.url, 'POST', `/removeupload/${a.property.id}`, { token: seller, body: { id: upload.id } }))
        .status,
    ).toBe(404);
  });
});
