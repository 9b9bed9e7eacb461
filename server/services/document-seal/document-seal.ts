import { createHash, createPublicKey } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import { calculateJwkThumbprint, CompactSign, type JWK } from 'jose';
import type { PDFDocument } from 'pdf-lib';
import { CmsSigner } from './cms-signer.ts';
import type { SealKey } from './seal-key.ts';
import type { TimestampAuthority } from './timestamp.ts';

/** What a reader is told about the seal's certificate, to match against what their verifier shows. */
export type SealCertificate = {
  subject: string;
  issuer: string;
  /** SHA-256 of the certificate (DER), colon-separated hex as verifiers show it. */
  fingerprint: string;
  validTo: Date;
  selfSigned: boolean;
};

export type DocumentSeal = {
  certificate: SealCertificate;
  /** Saves the document with a PDF signature (PAdES, `adbe.pkcs7.detached`) over the whole file. */
  sealPdf(document: PDFDocument, details: { reason: string; contactInfo: string }): Promise<Uint8Array>;
  /** A compact JWS over `bytes` with the payload left out (RFC 7515 appendix F): `header..signature`. */
  signDetached(bytes: Uint8Array): Promise<string>;
  /** The public key as a JWK Set, with its certificate chain (`x5c`), for anyone to verify with. */
  jwks: { keys: JWK[] };
};

// The CMS holds the chain, the signed attributes and the signature; an authority's token adds its own chain.
const CMS_OVERHEAD_BYTES = 2048;
const TIMESTAMP_TOKEN_BYTES = 12_288;

export async function createDocumentSeal(key: SealKey, timestamp?: TimestampAuthority): Promise<DocumentSeal> {
  const signer = new CmsSigner(key, timestamp);
  const chainBytes = key.chain.reduce((total, certificate) => total + certificate.raw.length, 0);
  // Hex digits reserved in the file for the signature: twice its largest size in bytes.
  const signatureLength = 2 * (chainBytes + CMS_OVERHEAD_BYTES + (timestamp ? TIMESTAMP_TOKEN_BYTES : 0));
  const [own] = key.chain;
  const publicJwk = createPublicKey(key.privateKey).export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  const jwk: JWK = {
    ...publicJwk,
    kid,
    alg: key.jwsAlgorithm,
    use: 'sig',
    x5c: key.chain.map((certificate) => certificate.raw.toString('base64')),
    'x5t#S256': createHash('sha256').update(own.raw).digest('base64url'),
  };
  const pdfSigner = new SignPdf();
  return {
    certificate: {
      subject: own.subject.replace(/\n/g, ', '),
      issuer: own.issuer.replace(/\n/g, ', '),
      fingerprint: own.fingerprint256,
      validTo: own.validToDate,
      selfSigned: key.selfSigned,
    },
    async sealPdf(document, { reason, contactInfo }) {
      const signingTime = new Date();
      pdflibAddPlaceholder({
        pdfDoc: document,
        reason,
        contactInfo,
        name: own.subject.match(/CN=([^\n]+)/)?.[1] ?? 'Document seal',
        location: '',
        signingTime,
        signatureLength,
        subFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
      });
      const bytes = await document.save();
      return pdfSigner.sign(Buffer.from(bytes), signer, signingTime);
    },
    async signDetached(bytes) {
      const jws = await new CompactSign(bytes).setProtectedHeader({ alg: key.jwsAlgorithm, kid }).sign(key.privateKey);
      const [header, , signature] = jws.split('.');
      return `${header}..${signature}`;
    },
    jwks: { keys: [jwk] },
  };
}
