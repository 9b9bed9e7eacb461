import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';

/** The key and certificate chain documents are sealed with, checked and ready to sign. */
export type SealKey = {
  privateKey: KeyObject;
  /** The seal's own certificate first, then each issuer in turn. */
  chain: X509Certificate[];
  /** The JWS algorithm of the key; the PDF signature uses the same digest. */
  jwsAlgorithm: 'RS256' | 'ES256' | 'ES384';
  hash: 'SHA-256' | 'SHA-384';
  /** Made by the product itself (demo, tests): nobody outside vouches for it. */
  selfSigned: boolean;
};

/** A key or chain the product cannot seal with; `input` says which of the two is wrong. */
export class SealKeyError extends Error {
  readonly input: 'key' | 'certificates';
  constructor(input: 'key' | 'certificates', message: string) {
    super(message);
    this.input = input;
  }
}

// A PEM pasted into one line of an environment file keeps its line breaks as "\n".
const unescaped = (pem: string) => pem.replace(/\\n/g, '\n').trim();

const CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function algorithmOf(key: KeyObject): Pick<SealKey, 'jwsAlgorithm' | 'hash'> {
  const details = key.asymmetricKeyDetails ?? {};
  if (key.asymmetricKeyType === 'rsa' && (details.modulusLength ?? 0) >= 2048)
    return { jwsAlgorithm: 'RS256', hash: 'SHA-256' };
  if (key.asymmetricKeyType === 'ec' && details.namedCurve === 'prime256v1')
    return { jwsAlgorithm: 'ES256', hash: 'SHA-256' };
  if (key.asymmetricKeyType === 'ec' && details.namedCurve === 'secp384r1')
    return { jwsAlgorithm: 'ES384', hash: 'SHA-384' };
  throw new SealKeyError('key', 'must be an RSA key of 2048 bits or more, or an EC key on P-256 or P-384');
}

/**
 * Reads a PEM private key and certificate chain and refuses what a verifier would not accept: a key
 * that is not the first certificate's, a chain out of order, a certificate not valid `now`.
 */
export function parseSealKey(keyPem: string, certificatesPem: string, selfSigned: boolean, now = new Date()): SealKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(unescaped(keyPem));
  } catch {
    throw new SealKeyError('key', 'must be a PEM private key (PKCS #8, PKCS #1 or SEC 1), unencrypted');
  }
  const algorithm = algorithmOf(privateKey);
  const blocks = unescaped(certificatesPem).match(CERTIFICATE) ?? [];
  if (blocks.length === 0) throw new SealKeyError('certificates', 'must hold one or more PEM certificates');
  let chain: X509Certificate[];
  try {
    chain = blocks.map((block) => new X509Certificate(block));
  } catch {
    throw new SealKeyError('certificates', 'holds a certificate that cannot be read');
  }
  const [own] = chain;
  if (!own.checkPrivateKey(privateKey))
    throw new SealKeyError('certificates', "must start with the signing key's own certificate");
  chain.slice(1).forEach((issuer, index) => {
    if (!chain[index].checkIssued(issuer) || !chain[index].verify(issuer.publicKey))
      throw new SealKeyError('certificates', `must list each certificate's issuer after it (certificate ${index + 2})`);
  });
  if (now < own.validFromDate || now > own.validToDate)
    throw new SealKeyError(
      'certificates',
      `starts with a certificate valid only from ${own.validFromDate.toISOString()} to ${own.validToDate.toISOString()}`,
    );
  return { privateKey, chain, ...algorithm, selfSigned };
}
