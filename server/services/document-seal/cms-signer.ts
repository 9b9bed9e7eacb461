import { webcrypto } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SealKey } from './seal-key.ts';
import type { TimestampAuthority } from './timestamp.ts';

const OID = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
} as const;

/**
 * The CMS signature of a PDF's signed byte ranges (`adbe.pkcs7.detached`), built by pkijs: the
 * content type, the ranges' digest and the signing time as signed attributes, the seal's chain,
 * and, with a time-stamping authority, its token over the signature as an unsigned attribute
 * (RFC 3161 appendix A), which makes the signing time an outside party's word.
 */
export class CmsSigner extends Signer {
  readonly #key: SealKey;
  readonly #signingKey: CryptoKey;
  readonly #chain: pkijs.Certificate[];
  readonly #timestamp: TimestampAuthority | undefined;

  constructor(key: SealKey, timestamp?: TimestampAuthority) {
    super();
    this.#key = key;
    this.#signingKey = key.privateKey.toCryptoKey(
      key.jwsAlgorithm === 'RS256'
        ? { name: 'RSASSA-PKCS1-v1_5', hash: key.hash }
        : { name: 'ECDSA', namedCurve: key.jwsAlgorithm === 'ES256' ? 'P-256' : 'P-384' },
      false,
      ['sign'],
    ) as unknown as CryptoKey;
    this.#chain = key.chain.map((certificate) => pkijs.Certificate.fromBER(certificate.raw));
    this.#timestamp = timestamp;
  }

  override async sign(content: Buffer, signingTime = new Date()): Promise<Buffer> {
    const [own] = this.#chain;
    const digest = await webcrypto.subtle.digest(this.#key.hash, content);
    const signed = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      certificates: this.#chain,
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: own.issuer, serialNumber: own.serialNumber }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              new pkijs.Attribute({
                type: OID.contentType,
                values: [new asn1js.ObjectIdentifier({ value: OID.data })],
              }),
              new pkijs.Attribute({ type: OID.signingTime, values: [new asn1js.UTCTime({ valueDate: signingTime })] }),
              new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: digest })] }),
            ],
          }),
        }),
      ],
    });
    await signed.sign(this.#signingKey, 0, this.#key.hash);
    if (this.#timestamp) {
      const [signer] = signed.signerInfos;
      const token = await this.#timestamp(new Uint8Array(signer.signature.valueBlock.valueHex));
      signer.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [
          new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [asn1js.fromBER(token).result] }),
        ],
      });
    }
    const info = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signed.toSchema(true) });
    return Buffer.from(info.toSchema().toBER(false));
  }
}
