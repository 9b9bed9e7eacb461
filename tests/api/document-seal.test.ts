import { X509Certificate } from 'node:crypto';
import { base64url, compactVerify, createLocalJWKSet, errors } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { fetchDocument, pdfPages } from '../fixtures/documents.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { pdfsig, withContentByteChanged } from '../fixtures/pdfsig.ts';
import { startLocalTsa, type LocalTsa } from '../fixtures/local-tsa.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { pdfSignature } from '../fixtures/pdf-signature.ts';

let app: TestApp;
let tsa: LocalTsa;
let propertyId: number;
const tokens = {} as Record<'seller' | 'solicitor', string>;
const SELLER_EMAIL = 'robin.ashdown@example.com';
const SIGNATURE_TIME_STAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

beforeAll(async () => {
  tsa = await startLocalTsa();
  app = await startTestApp({ DEMO: '0', TSA_URL: tsa.url });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Ashdown Homes' });
  const firm = await createOrganisation(db, { type: 3, name: 'Elm Conveyancing' });
  const now = Math.floor(Date.now() / 1000);
  const token = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const seller = await createUser(db, { role: ROLE.homeMover, email: SELLER_EMAIL, name: 'Robin Ashdown' });
  await db
    .insertInto('identity_accounts')
    .values({ id: seller.id, email: SELLER_EMAIL, name: 'Robin Ashdown', email_verified: true })
    .execute();
  const solicitor = await createUser(db, { role: ROLE.solicitor, organisationId: firm.id });
  tokens.seller = await token(seller.id);
  tokens.solicitor = await token(solicitor.id);
  propertyId = (
    await createProperty(db, {
      name: '3 Ashdown Lane',
      agencyId: agency.id,
      sellerIds: [seller.id],
      madeAvailableTo: [firm.id],
    })
  ).id;
  await answerWholeForm(app.url, tokens.seller, propertyId, 4);
  const signed = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
    token: tokens.seller,
    body: { questionnaire_id: 4, name: 'Robin Ashdown' },
  });
  expect(signed.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await tsa?.close();
});

describe('a signed form’s document, checked by pdfsig', () => {
  it('carries a PDF signature over the whole file that pdfsig reports valid, and ends with its signing certificate', async () => {
    const document = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
    expect(document.status).toBe(200);
    const report = await pdfsig(document.bytes);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain(
      `Signer Certificate Common Name: Move Ready document seal (self-signed: not for production)`,
    );

    const pages = await pdfPages(document.bytes);
    const last = pages.at(-1)!;
    const verify = await callApi(app.url, 'GET', `/property/${propertyId}/signatures/verify`, {
      token: tokens.solicitor,
    });
    const [signature] = verify.body.signatures;
    expect(last).toContain('Signing certificate');
    expect(last).toContain('About my home');
    expect(last).toContain('3 Ashdown Lane');
    expect(last).toMatch(/About my home, version \d+/);
    expect(last).toContain('Signed by Robin Ashdown on');
    expect(last).toContain(`Email: ${SELLER_EMAIL} (verified)`);
    expect(last).toMatch(/on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(last.replace(/\s/g, '')).toContain(signature.answers_sha256);
    expect(last).toContain('The answers are unchanged since.');
    // The page names the certificate that seals the file, as the verifier shows it.
    expect(last.replace(/\s/g, '')).toContain(app.documentSeal!.certificate.fingerprint);
  });

  it('reports a copy with one byte of a page’s content changed as invalid', async () => {
    const document = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
    const report = await pdfsig(await withContentByteChanged(document.bytes));
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toContain('Signature Validation: Digest Mismatch.');
  });

  it('carries the time-stamping authority’s token (TSA_URL), and is refused with a message while it does not answer', async () => {
    const before = tsa.requests;
    const document = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
    expect(tsa.requests).toBe(before + 1);
    const [signer] = pdfSignature(document.bytes).signerInfos;
    expect(signer.unsignedAttrs?.attributes.map((attribute) => attribute.type)).toEqual([SIGNATURE_TIME_STAMP_TOKEN]);

    tsa.mode = 'fail';
    try {
      const refused = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
      expect(refused.status).toBe(503);
      expect(JSON.parse(new TextDecoder().decode(refused.bytes)).error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The time-stamping service is unavailable. Please try again in a few minutes.',
      });
    } finally {
      tsa.mode = 'grant';
    }
  });

  it('seals a draft as it seals a signed form', async () => {
    const draft = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'info');
    expect(draft.disposition).toContain('Draft');
    const report = await pdfsig(draft.bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
  });
});

describe('the PDTF export’s detached JWS, checked with jose and the published keys', () => {
  async function exportOf(token: string) {
    const response = await fetch(`${app.url}/api/property/${propertyId}/pdtf`, {
      headers: { authorizationjwt: token },
    });
    return {
      status: response.status,
      body: new Uint8Array(await response.arrayBuffer()),
      jws: response.headers.get('x-jws-signature'),
    };
  }

  async function publishedKeys() {
    const response = await fetch(`${app.url}/api/document-keys`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    return response.json();
  }

  const attached = (jws: string, body: Uint8Array) => {
    const [header, payload, signature] = jws.split('.');
    expect(payload).toBe('');
    return `${header}.${base64url.encode(body)}.${signature}`;
  };

  it('verifies the exact bytes received with the key published at /api/document-keys', async () => {
    const exported = await exportOf(tokens.solicitor);
    expect(exported.status).toBe(200);
    expect(exported.jws).toMatch(/^[\w-]+\.\.[\w-]+$/);
    const jwks = await publishedKeys();
    const { payload, protectedHeader } = await compactVerify(
      attached(exported.jws!, exported.body),
      createLocalJWKSet(jwks),
    );
    expect(new TextDecoder().decode(payload)).toBe(new TextDecoder().decode(exported.body));
    expect(protectedHeader.kid).toBe(jwks.keys[0].kid);
    // The key is the one the PDF seal's certificate carries.
    const certificate = new X509Certificate(Buffer.from(jwks.keys[0].x5c[0], 'base64'));
    expect(certificate.fingerprint256).toBe(app.documentSeal!.certificate.fingerprint);
  });

  it('fails for a document changed by one byte', async () => {
    const exported = await exportOf(tokens.solicitor);
    const changed = Uint8Array.from(exported.body);
    const field = '"transactionId":"';
    const at = new TextDecoder().decode(changed).indexOf(field) + field.length;
    expect(at).toBeGreaterThan(field.length);
    changed[at] = changed[at] === 0x41 ? 0x42 : 0x41;
    await expect(
      compactVerify(attached(exported.jws!, changed), createLocalJWKSet(await publishedKeys())),
    ).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });

  it('signs no refusal', async () => {
    const refused = await exportOf('not-a-token');
    expect(refused.status).toBe(401);
    expect(refused.jws).toBeNull();
  });
});
