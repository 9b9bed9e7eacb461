import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TOLERANCE_SECONDS, createTokenVerifier, TokenRejected } from '../../../server/auth/verify-token.ts';

const ISSUER = 'https://id.example/oidc';
const now = () => Math.floor(Date.now() / 1000);

/** A verifier over a fresh key, counting how often it is asked for the key (once per full verification). */
async function setUp(cacheSize?: number) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const local = createLocalJWKSet({ keys: [jwk] });
  let lookups = 0;
  const keys: JWTVerifyGetKey = (header, token) => {
    lookups += 1;
    return local(header, token);
  };
  const verify = createTokenVerifier({ issuer: ISSUER, audiences: ['hop-web'], keys, cacheSize });
  const sign = (claims: { sub: string; iat: number; exp: number }) =>
    new SignJWT({ ...claims, iss: ISSUER, aud: 'hop-web' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .sign(privateKey);
  return { verify, sign, lookups: () => lookups };
}

afterEach(() => vi.useRealTimers());

describe('the token verifier', () => {
  it('checks a token’s signature once and answers later calls from what it kept', async () => {
    const { verify, sign, lookups } = await setUp();
    const token = await sign({ sub: 'u1', iat: now(), exp: now() + 600 });
    for (let i = 0; i < 5; i += 1) expect((await verify(token)).sub).toBe('u1');
    expect(lookups()).toBe(1);
  });

  it('refuses a kept token with 440 the moment it expires, as jose would', async () => {
    const { verify, sign } = await setUp();
    const exp = now() + 60;
    const token = await sign({ sub: 'u1', iat: now(), exp });
    await verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((exp + CLOCK_TOLERANCE_SECONDS - 1) * 1000);
    expect((await verify(token)).sub).toBe('u1');
    vi.setSystemTime((exp + CLOCK_TOLERANCE_SECONDS) * 1000);
    await expect(verify(token)).rejects.toMatchObject({ status: 440 });
    await expect(verify(token)).rejects.toBeInstanceOf(TokenRejected);
  });

  it('keeps only tokens that verified, and a changed signature is a different token', async () => {
    const { verify, sign, lookups } = await setUp();
    const token = await sign({ sub: 'u1', iat: now(), exp: now() + 600 });
    await verify(token);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verify(forged)).rejects.toMatchObject({ status: 401 });
    await expect(verify(forged)).rejects.toMatchObject({ status: 401 });
    expect(lookups()).toBe(3);
  });

  it('with no room kept, verifies every call', async () => {
    const { verify, sign, lookups } = await setUp(0);
    const token = await sign({ sub: 'u1', iat: now(), exp: now() + 600 });
    await verify(token);
    await verify(token);
    expect(lookups()).toBe(2);
  });
});
