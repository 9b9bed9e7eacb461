import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';
import { MESSAGES } from '../../domain/messages.ts';
import { clientIdOfClaims } from '../../domain/api-clients.ts';

export type TokenVerifierOptions = {
  issuer: string;
  /** The client ids of the themes: a token issued to any of them is accepted. */
  audiences: readonly string[];
  /**
   * The API's own audience: a token issued for it is an integrator's client-credentials access
   * token, and its subject is the API client (whose service user has the client's id).
   */
  apiAudience?: string;
  keys: JWTVerifyGetKey;
  /** Distinct verified tokens kept (least recently used dropped first); 0 verifies every request. */
  cacheSize?: number;
  /** The ended sessions (sign-out, password reset, disabled user, changed role); checked on every request, from memory. */
  revocations?: { refuses(claims: JWTPayload): boolean };
  /** The longest lifetime (`exp - iat`) a token may have; a longer-lived token is refused. */
  maxLifetimeSeconds?: number;
};

export type VerifiedIdentity = {
  sub: string;
  email?: string;
  /** The provider's `email_verified` claim; absent counts as not verified (an invitation claim needs it). */
  emailVerified: boolean;
  name?: string;
  /** Set for an API client's access token: the client id, which is also `sub` (its service user). */
  clientId?: string;
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

/** Enough for every session active at once on one instance; each entry is a token and its claims (about 2 kB). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/** Tokens last at most 15 minutes: the web app renews them through the provider, and an ended session stops renewing. */
export const MAX_TOKEN_LIFETIME_SECONDS = 15 * 60;

/**
 * Verifies the signature, issuer, audience and lifetime of an ID token. A signature check costs
 * far more than the rest of a small request, and the web app sends the same token on every call,
 * so each distinct token is verified once and its claims are kept until it expires: a kept token is
 * refused with 440 the moment its `exp` (plus the clock tolerance) passes, exactly as jose would
 * refuse it. Only tokens that verified are kept, so nothing an attacker sends can fill the cache
 * with entries; the key is the whole token, so a changed signature is a different entry. Claims
 * say who the caller is, never what they may do: the role and organisation are read from the
 * database on every request (see docs/security.md). Whether the token's session has ended (sign-out,
 * password reset, …) is asked of the in-memory revocation list on every request, kept token or not.
 */
export function createTokenVerifier(options: TokenVerifierOptions) {
  const size = options.cacheSize ?? VERIFIED_TOKEN_CACHE_SIZE;
  const verified = size > 0 ? new LRUCache<string, VerifiedIdentity & { expiresAt: number }>({ max: size }) : null;
  const maxLifetime = options.maxLifetimeSeconds ?? MAX_TOKEN_LIFETIME_SECONDS;
  const refuseEnded = (identity: VerifiedIdentity) => {
    if (options.revocations?.refuses(identity.claims)) throw new TokenRejected(401, MESSAGES.sessionEnded);
  };

  /** An access token for the API rather than an ID token for one of the themes' clients. */
  function isApiToken(payload: JWTPayload): boolean {
    if (!options.apiAudience) return false;
    const audiences = [payload.aud ?? []].flat();
    return (
      audiences.includes(options.apiAudience) && !audiences.some((audience) => options.audiences.includes(audience))
    );
  }

  async function verifyFully(token: string): Promise<VerifiedIdentity & { expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        algorithms: ALLOWED_ALGORITHMS,
        issuer: options.issuer,
        audience: options.apiAudience ? [...options.audiences, options.apiAudience] : [...options.audiences],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
        throw new TokenRejected(401, MESSAGES.invalidToken);
      }
      // A token that would outlive a revoked session's entry in the revocation list is never accepted.
      if (payload.exp! - payload.iat! > maxLifetime) throw new TokenRejected(401, MESSAGES.invalidToken);
      if (isApiToken(payload)) {
        const clientId = clientIdOfClaims(payload);
        if (!clientId) throw new TokenRejected(401, MESSAGES.invalidToken);
        return { sub: clientId, clientId, emailVerified: false, claims: payload, expiresAt: payload.exp! };
      }
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : undefined,
        claims: payload,
        expiresAt: payload.exp!,
      };
    } catch (error) {
      if (error instanceof TokenRejected) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenRejected(440, MESSAGES.sessionExpired);
      if (error instanceof errors.JOSEError) throw new TokenRejected(401, MESSAGES.invalidToken);
      throw error;
    }
  }

  return async function verify(token: string | undefined | null): Promise<VerifiedIdentity> {
    if (!token) throw new TokenRejected(401, MESSAGES.signInRequired);
    const kept = verified?.get(token);
    if (kept) {
      // jose's own rule: expired once exp <= now - tolerance.
      if (kept.expiresAt <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_SECONDS) {
        verified!.delete(token);
        throw new TokenRejected(440, MESSAGES.sessionExpired);
      }
      refuseEnded(kept);
      return kept;
    }
    const identity = await verifyFully(token);
    verified?.set(token, identity);
    refuseEnded(identity);
    return identity;
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
