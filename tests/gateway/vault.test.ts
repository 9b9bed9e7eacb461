import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../fixtures/factories.ts';
import { encryptedPdf, pdf, PNG, uploadFiles } from '../fixtures/files.ts';
import { callGraphql, callGraphqlUpload } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { fakePdf, multipartBody } from '../fixtures/multipart.ts';
import fc from 'fast-check';

let app: TestApp;
let a: Side;
let seller: string;
let agent: string;
const LIMIT = 32 * 1024;

const DASHBOARD_VAULT = `query($id: ID!) {
  property(id: $id) {
    id name
    vault { id viewerMayUpload maxBytes acceptedTypes documents { id name fileName contentType size uploadedAt downloadPath } }
  }
}`;
const UPLOAD = `mutation($propertyId: ID!, $files: [Upload!]!) { uploadDocuments(propertyId: $propertyId, files: $files) { id name fileName contentType } }`;
const REMOVE = `mutation($propertyId: ID!, $documentId: ID!) { removeDocument(propertyId: $propertyId, documentId: $documentId) { id } }`;

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

async function rowCount(): Promise<number> {
  return (await app.database!.db.selectFrom('uploads').select('id').execute()).length;
}

async function fileCount(): Promise<number> {
  let count = 0;
  for await (const _object of app.storage!.list('uploads/')) count++;
  return count;
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', UPLOAD_MAX_BYTES: String(LIMIT) });
  ({ a } = await buildTwoBrands(app.database!.db));
  seller = await tokenFor(a.users.homeMover.id);
  agent = await tokenFor(a.users.agent.id);
});
afterAll(() => app?.close());

describe('the vault through the gateway', () => {
  it('costs the same number of REST calls for a property with 1 document and with 20', async () => {
    const one = await createProperty(app.database!.db, { agencyId: a.agency.id, sellerIds: [a.users.homeMover.id] });
    const twenty = await createProperty(app.database!.db, { agencyId: a.agency.id, sellerIds: [a.users.homeMover.id] });
    await uploadFiles(app.url, one.id, seller, [{ name: 'only.png', bytes: PNG }]);
    await uploadFiles(
      app.url,
      twenty.id,
      seller,
      Array.from({ length: 10 }, (_, i) => ({ name: `first-${i}.png`, bytes: PNG })),
    );
    await uploadFiles(
      app.url,
      twenty.id,
      seller,
      Array.from({ length: 10 }, (_, i) => ({ name: `second-${i}.png`, bytes: PNG })),
    );

    const small = await callGraphql(app.url, DASHBOARD_VAULT, { token: agent, variables: { id: String(one.id) } });
    const large = await callGraphql(app.url, DASHBOARD_VAULT, { token: agent, variables: { id: String(twenty.id) } });
    expect(small.body.errors).toBeUndefined();
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data.property.vault.documents).toHaveLength(1);
    expect(large.body.data.property.vault.documents).toHaveLength(20);
    expect(large.upstreamCalls).toBe(small.upstreamCalls);
    expect(small.upstreamCalls).toBe(2);
    expect(large.body.data.property.vault).toMatchObject({
      viewerMayUpload: false,
      maxBytes: LIMIT,
      acceptedTypes: ['png', 'jpg', 'pdf'],
    });
    expect(large.body.data.property.vault.documents[0]).toMatchObject({
      name: 'first-0',
      fileName: 'first-0.png',
      contentType: 'image/png',
      downloadPath: expect.stringMatching(new RegExp(`^/api/upload/${twenty.id}/\\d+$`)),
    });
  });

  it('uploads several files through uploadDocuments and lists them in the vault', async () => {
    const { status, body } = await callGraphqlUpload(app.url, UPLOAD, {
      token: seller,
      variables: { propertyId: String(a.property.id), files: [null, null] },
      files: {
        'variables.files.0': { name: 'Plan.pdf', bytes: await pdf() },
        'variables.files.1': { name: 'Photo.png', bytes: PNG },
      },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(
      body.data.uploadDocuments.map((d: { name: string; contentType: string }) => [d.name, d.contentType]),
    ).toEqual([
      ['Plan', 'application/pdf'],
      ['Photo', 'image/png'],
    ]);
    const vault = await callGraphql(app.url, DASHBOARD_VAULT, {
      token: seller,
      variables: { id: String(a.property.id) },
    });
    expect(vault.body.data.property.vault.viewerMayUpload).toBe(true);
    expect(vault.body.data.property.vault.documents.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Plan', 'Photo']),
    );
  });

  it('refuses a file cut at the size limit with PAYLOAD_TOO_LARGE and keeps nothing', async () => {
    const before = await rowCount();
    const { body } = await callGraphqlUpload(app.url, UPLOAD, {
      token: seller,
      variables: { propertyId: String(a.property.id), files: [null] },
      files: { 'variables.files.0': { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(LIMIT * 2)]) } },
    });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Files can be up to 32 KB each.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await rowCount()).toBe(before);
    // The API sees the request cut off and removes what it had stored.
    const files: string[] = [];
    await expect
      .poll(async () => {
        files.length = 0;
        for await (const object of app.storage!.list('uploads/')) files.push(object.key);
        return files.length;
      })
      .toBe(before);
  });

  it('passes the API’s refusals on: the encrypted PDF message, and FORBIDDEN for an agent', async () => {
    const encrypted = await callGraphqlUpload(app.url, UPLOAD, {
      token: seller,
      variables: { propertyId: String(a.property.id), files: [null] },
      files: { 'variables.files.0': { name: 'Lease.pdf', bytes: await encryptedPdf() } },
    });
    expect(encrypted.body.errors?.[0]?.message).toBe(
      "Lease.pdf is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.",
    );
    const refused = await callGraphqlUpload(app.url, UPLOAD, {
      token: agent,
      variables: { propertyId: String(a.property.id), files: [null] },
      files: { 'variables.files.0': { name: 'a.png', bytes: PNG } },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses content that only begins like a PDF as a file type the vault does not accept, and keeps nothing', async () => {
    const before = { rows: await rowCount(), files: await fileCount() };
    await fc.assert(
      fc.asyncProperty(fakePdf, async (bytes) => {
        const { body } = await callGraphqlUpload(app.url, UPLOAD, {
          token: seller,
          variables: { propertyId: String(a.property.id), files: [null] },
          files: { 'variables.files.0': { name: 'Survey.pdf', bytes } },
        });
        expect(body.errors?.[0]).toMatchObject({
          message:
            'Survey.pdf is named as a PDF file (.pdf), but what is inside is not a PDF: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a PNG, JPG or PDF, then upload that.',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }),
      { numRuns: 4 },
    );
    expect({ rows: await rowCount(), files: await fileCount() }).toEqual(before);
  });

  it('answers 400 in the product’s words to a multipart request cut off anywhere, and keeps nothing', async () => {
    const before = { rows: await rowCount(), files: await fileCount() };
    const body = multipartBody('gatewaycut', [
      {
        name: 'operations',
        content: JSON.stringify({
          query: UPLOAD,
          variables: { propertyId: String(a.property.id), files: [null, null] },
        }),
      },
      { name: 'map', content: JSON.stringify({ 0: ['variables.files.0'], 1: ['variables.files.1'] }) },
      { name: '0', filename: 'whole.png', content: PNG },
      { name: '1', filename: 'Lease.pdf', content: await pdf('Lease') },
    ]);
    // Inside the operations, the map, or the last file: wherever the body stops, the answer is the same.
    const cuts = fc.oneof(
      ...[0, 1, 3].map((part) => fc.integer({ min: body.starts[part]!, max: body.ends[part]! - 1 })),
    );
    await fc.assert(
      fc.asyncProperty(cuts, async (cut) => {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { authorizationjwt: seller, 'apollo-require-preflight': 'true', 'content-type': body.contentType },
          body: new Uint8Array(body.bytes.subarray(0, cut)),
        });
        expect(response.status).toBe(400);
        const answer = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
        expect(answer.errors[0]!.message).toBe(
          'The upload could not be read: it ended early or was not a well-formed form. Please try again.',
        );
        expect(answer.errors[0]!.extensions.code).toBe('BAD_USER_INPUT');
      }),
      { numRuns: 6 },
    );
    await expect.poll(async () => ({ rows: await rowCount(), files: await fileCount() })).toEqual(before);
  });

  it('refuses more than 10 files in the product’s words', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [
        `variables.files.${index}`,
        { name: `photo-${index}.png`, bytes: PNG },
      ]),
    );
    const { status, body } = await callGraphqlUpload(app.url, UPLOAD, {
      token: seller,
      variables: { propertyId: String(a.property.id), files: Array(11).fill(null) },
      files,
    });
    expect(status).toBe(413);
    expect(body.errors?.[0]).toMatchObject({
      message: 'You can upload up to 10 files at once.',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
  });

  it('refuses a multipart request without the preflight header (CSRF prevention)', async () => {
    const { status } = await callGraphqlUpload(app.url, UPLOAD, {
      token: seller,
      preflight: false,
      variables: { propertyId: String(a.property.id), files: [null] },
      files: { 'variables.files.0': { name: 'a.png', bytes: PNG } },
    });
    expect(status).toBe(400);
  });

  it('removes a document, and a second removal is NOT_FOUND', async () => {
    const { body } = await uploadFiles(app.url, a.property.id, seller, [{ name: 'gone.png', bytes: PNG }]);
    const id = String(body!.id);
    const removed = await callGraphql(app.url, REMOVE, {
      token: seller,
      variables: { propertyId: String(a.property.id), documentId: id },
    });
    expect(removed.body.data.removeDocument).toEqual({ id });
    const again = await callGraphql(app.url, REMOVE, {
      token: seller,
      variables: { propertyId: String(a.property.id), documentId: id },
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
