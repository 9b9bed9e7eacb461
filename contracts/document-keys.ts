import { Type, type Static } from 'typebox';

/** One public key of the platform's document seal (RFC 7517), with its certificate chain. */
export const DocumentKey = Type.Object(
  {
    kty: Type.String(),
    kid: Type.String(),
    alg: Type.String(),
    use: Type.Literal('sig'),
    n: Type.Optional(Type.String()),
    e: Type.Optional(Type.String()),
    crv: Type.Optional(Type.String()),
    x: Type.Optional(Type.String()),
    y: Type.Optional(Type.String()),
    x5c: Type.Array(Type.String(), { description: 'The certificate chain, base64 DER, the key’s own first.' }),
    'x5t#S256': Type.String({ description: 'SHA-256 thumbprint of the key’s certificate.' }),
  },
  { additionalProperties: false },
);

/**
 * `GET /api/document-keys`: the JWK Set that verifies the detached JWS on a PDTF export
 * (`X-JWS-Signature`) and names the certificate that seals every PDF.
 */
export const DocumentKeys = Type.Object({ keys: Type.Array(DocumentKey) });
export type DocumentKeys = Static<typeof DocumentKeys>;
