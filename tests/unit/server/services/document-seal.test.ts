import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { base64url, compactVerify, createLocalJWKSet } from 'jose';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentSeal, type DocumentSeal } from '../../../../server/services/document-seal/document-seal.ts';
import { parseSealKey, SealKeyError } from '../../../../server/services/document-seal/seal-key.ts';
import { createSelfSignedSeal } from '../../../../server/services/document-seal/self-signed.ts';
import { rfc3161Authority, TimestampError } from '../../../../server/services/document-seal/timestamp.ts';
import { startLocalTsa, type LocalTsa } from '../../../fixtures/local-tsa.ts';
import { issuedSealCertificate, openssl, type Pem } from '../../../fixtures/openssl.ts';
import { pdfsig } from '../../../fixtures/pdfsig.ts';
import { pdfSignature } from '../../../fixtures/pdf-signature.ts';

const SIGNATURE_TIME_STAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

async function smallPdf(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Leasehold information', { x: 50, y: 700, size: 18, font });
  return document;
}

const details = { reason: 'Issued by Move Ready', contactInfo: 'T-1' };

let issued: { authority: Pem; seal: Pem };
let tsa: LocalTsa;
beforeAll(async () => {
  [issued, tsa] = await Promise.all([issuedSealCertificate(), startLocalTsa()]);
}, 30_000);
afterAll(() => tsa?.close());

describe('a key and chain from a certificate authority (production)', () => {
  const chainOf = () => issued.seal.certificatePem + issued.authority.certificatePem;

  it('seals a PDF that pdfsig reports valid over the whole file, naming the issued certificate', async () => {
    const seal = await createDocumentSeal(parseSealKey(issued.seal.keyPem, chainOf(), false));
    const report = await pdfsig(await seal.sealPdf(await smallPdf(), details));
    expect(report).toContain('Signer Certificate Common Name: Move Ready document seal');
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(seal.certificate.selfSigned).toBe(false);
    expect(seal.certificate.issuer).toContain('Test Trust Services CA');
  });

  it('signs bytes with a detached JWS that verifies with its JWK Set, whose chain is the certificate’s', async () => {
    const seal = await createDocumentSeal(parseSealKey(issued.seal.keyPem, chainOf(), false));
    const bytes = new TextEncoder().encode('{"transactionId":"1"}');
    const [header, payload, signature] = (await seal.signDetached(bytes)).split('.');
    expect(payload).toBe('');
    const { protectedHeader } = await compactVerify(
      `${header}.${base64url.encode(bytes)}.${signature}`,
      createLocalJWKSet(seal.jwks),
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(seal.jwks.keys[0].x5c).toHaveLength(2);
    expect(new X509Certificate(Buffer.from(seal.jwks.keys[0].x5c![0], 'base64')).fingerprint256).toBe(
      seal.certificate.fingerprint,
    );
  });

  it('refuses a key that is not the certificate’s, a chain out of order, and a certificate out of date', async () => {
    const other = await createSelfSignedSeal('Elsewhere');
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof SealKeyError ? `${error.input} ${error.message}` : String(error);
      }
      return 'accepted';
    };
    expect(refusal(() => parseSealKey(other.privateKeyPem, chainOf(), false))).toBe(
      "certificates must start with the signing key's own certificate",
    );
    expect(
      refusal(() => parseSealKey(issued.seal.keyPem, issued.seal.certificatePem + other.certificatePem, false)),
    ).toBe("certificates must list each certificate's issuer after it (certificate 2)");
    expect(
      refusal(() => parseSealKey(issued.seal.keyPem, chainOf(), false, new Date(Date.now() + 400 * 86_400_000))),
    ).toMatch(/^certificates starts with a certificate valid only from /);
    expect(refusal(() => parseSealKey('not a key', chainOf(), false))).toMatch(/^key must be a PEM private key/);
    expect(refusal(() => parseSealKey(issued.seal.keyPem, 'no certificate here', false))).toBe(
      'certificates must hold one or more PEM certificates',
    );
    // A PEM pasted on one line of an environment file, with "\n" for its line breaks, is read.
    const oneLine = (pem: string) => pem.trim().replace(/\n/g, '\\n');
    expect(refusal(() => parseSealKey(oneLine(issued.seal.keyPem), oneLine(chainOf()), false))).toBe('accepted');
  });

  it('takes an EC key on P-384 and signs with ES384', async () => {
    const ec = await issuedSealCertificate(['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384']);
    const seal = await createDocumentSeal(parseSealKey(ec.seal.keyPem, ec.seal.certificatePem, false));
    expect(seal.jwks.keys[0].alg).toBe('ES384');
    expect(await pdfsig(await seal.sealPdf(await smallPdf(), details))).toContain('Signature is Valid.');
  });
});

describe('a time-stamping authority (TSA_URL)', () => {
  async function timestamped(): Promise<DocumentSeal> {
    const stored = await createSelfSignedSeal('Move Ready');
    return createDocumentSeal(
      parseSealKey(stored.privateKeyPem, stored.certificatePem, true),
      rfc3161Authority(tsa.url, { timeoutMs: 5000 }),
    );
  }

  it('puts the authority’s token over the signature in the seal, which openssl verifies and pdfsig still accepts', async () => {
    tsa.mode = 'grant';
    const sealed = await (await timestamped()).sealPdf(await smallPdf(), details);
    expect(await pdfsig(sealed)).toContain('Signature is Valid.');

    const cms = pdfSignature(sealed);
    const [signer] = cms.signerInfos;
    const token = signer.unsignedAttrs?.attributes.find((attribute) => attribute.type === SIGNATURE_TIME_STAMP_TOKEN);
    expect(token).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'tsa-verify-'));
    try {
      writeFileSync(join(dir, 'token.der'), new Uint8Array(token!.values[0].toBER(false)));
      writeFileSync(join(dir, 'tsa.pem'), tsa.certificatePem);
      const digest = createHash('sha256').update(signer.signature.valueBlock.valueHexView).digest('hex');
      const verified = await openssl(dir, [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        'token.der',
        '-digest',
        digest,
        '-CAfile',
        'tsa.pem',
      ]);
      expect(verified).toContain('Verification: OK');
      const other = await openssl(dir, [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        'token.der',
        '-digest',
        '00'.repeat(32),
        '-CAfile',
        'tsa.pem',
      ]);
      expect(other).not.toContain('Verification: OK');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('issues nothing when the authority fails or answers for other data', async () => {
    const seal = await timestamped();
    for (const mode of ['fail', 'other-data'] as const) {
      tsa.mode = mode;
      await expect(seal.sealPdf(await smallPdf(), details)).rejects.toBeInstanceOf(TimestampError);
    }
    tsa.mode = 'grant';
    const unreachable = rfc3161Authority('http://127.0.0.1:9/tsa', { timeoutMs: 1000 });
    await expect(unreachable(new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(TimestampError);
  });
});
