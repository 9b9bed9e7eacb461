import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { MESSAGES } from '../../domain/messages.ts';

export type TokenVerifierOptions = {
  issuer: string;
  /** The client ids of the themes: a token issued to any of them is accepted. */
  audiences: readonly string[];
  keys: JWTVerifyGetKey;
};

export type VerifiedIdentity = {
  sub: string;
  email?: string;
  /** The provider's `email_verified` claim; absent counts as not verified (an invitation claim needs it). */
  emailVerified: boolean;
  name?: string;
  claims: JWTPayload;
};

/** Why a token was refused: 440 tells the web app the session ran out, 401 anything else. */
export class TokenRejected extends Error {
  readonly status: 401 | 440;
  constructor(status: 401 | 440, message: string) {
    super(message);
    this.status = status;
  }
}

/** Asymmetric algorithms only: an HS256 token "signed" with our public key must never verify. */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
export const CLOCK_TOLERANCE_SECONDS = 30;

export function createTokenVerifier(options: TokenVerifierOptions) {
  return async function verify(token: string | undefined | null): Promise<VerifiedIdentity> {
    if (!token) throw new TokenRejected(401, MESSAGES.signInRequired);
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        algorithms: ALLOWED_ALGORITHMS,
        issuer: options.issuer,
        audience: [...options.audiences],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
        throw new TokenRejected(401, MESSAGES.invalidToken);
      }
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        claims: payload,
      };
    } catch (error) {
      if (error instanceof TokenRejected) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenRejected(440, MESSAGES.sessionExpired);
      if (error instanceof errors.JOSEError) throw new TokenRejected(401, MESSAGES.invalidToken);
      throw error;
    }
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;

/** Keys of the embedded provider, read from the database at start-up. */
export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/** Keys of an external issuer: discovered once, then fetched and cached by jose (with rotation). */
export async function remoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const discovery = await fetch(new URL(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`));
  if (!discovery.ok) throw new Error(`OIDC_ISSUER ${issuer}: discovery answered ${discovery.status}`);
  const { jwks_uri: jwksUri } = (await discovery.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`OIDC_ISSUER ${issuer}: discovery document has no jwks_uri`);
  return createRemoteJWKSet(new URL(jwksUri));
}
