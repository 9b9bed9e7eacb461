import { KeyObject, X509Certificate, type webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { StoredSealKey } from '../../store/document-seal-keys.ts';

const OID = {
  commonName: '2.5.4.3',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
} as const;
const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * A P-256 key and a self-signed certificate for it, made with pkijs over the platform's WebCrypto:
 * what seals documents outside production. It says what it is in its name, so a verifier's
 * "issuer unknown" reads as the truth rather than a fault.
 */
export async function createSelfSignedSeal(organisation: string, now = new Date()): Promise<StoredSealKey> {
  const { subtle } = globalThis.crypto;
  const keys = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = globalThis.crypto.getRandomValues(new Uint8Array(16));
  // A positive INTEGER whose first byte is never zero: DER wants the shortest encoding, and OpenSSL
  // refuses a certificate whose serial starts with a needless zero byte (one start in 256 otherwise).
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial });
  const name = [
    new pkijs.AttributeTypeAndValue({
      type: OID.commonName,
      value: new asn1js.Utf8String({ value: `${organisation} document seal (self-signed: not for production)` }),
    }),
  ];
  certificate.subject.typesAndValues = name;
  certificate.issuer.typesAndValues = name;
  // A minute early, so a verifier whose clock is a little behind still finds it valid.
  certificate.notBefore.value = new Date(now.getTime() - 60_000);
  certificate.notAfter.value = new Date(now.getTime() + TEN_YEARS_MS);
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey);
  const keyIdentifier = await subtle.digest(
    'SHA-1',
    certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHex,
  );
  certificate.extensions = [
    new pkijs.Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    // digitalSignature and nonRepudiation (contentCommitment): what a document seal does.
    new pkijs.Extension({
      extnID: OID.keyUsage,
      critical: true,
      extnValue: new asn1js.BitString({ valueHex: new Uint8Array([0xc0]), unusedBits: 6 }).toBER(false),
    }),
    new pkijs.Extension({
      extnID: OID.subjectKeyIdentifier,
      extnValue: new asn1js.OctetString({ valueHex: keyIdentifier }).toBER(false),
    }),
  ];
  await certificate.sign(keys.privateKey, 'SHA-256');
  const der = new Uint8Array(certificate.toSchema().toBER(false));
  return {
    privateKeyPem: KeyObject.from(keys.privateKey as webcrypto.CryptoKey)
      .export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    certificatePem: new X509Certificate(der).toString(),
  };
}
