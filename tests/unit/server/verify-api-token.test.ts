import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/auth/verify-token.ts';

const ISSUER = 'https://id.example';
const API = 'https://move-ready.example/api';
const now = () => Math.floor(Date.now() / 1000);

async function setUp(apiAudience: string | null = API) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const verify = createTokenVerifier({
    issuer: ISSUER,
    audiences: ['hop-web'],
    apiAudience: apiAudience ?? undefined,
    keys: createLocalJWKSet({ keys: [jwk] }),
  });
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ iss: ISSUER, iat: now(), exp: now() + 600, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'at+jwt' })
      .sign(privateKey);
  return { verify, sign };
}

describe('API clients’ access tokens', () => {
  it('an access token for the API names its client, which is also the subject the viewer is read for', async () => {
    const { verify, sign } = await setUp();
    const identity = await verify(await sign({ aud: API, sub: 'mr_abc', client_id: 'mr_abc' }));
    expect(identity).toMatchObject({ sub: 'mr_abc', clientId: 'mr_abc', emailVerified: false });
  });

  it('takes the client id from client_id, then azp, then sub (external issuers differ)', async () => {
    const { verify, sign } = await setUp();
    expect((await verify(await sign({ aud: API, sub: 'svc@clients', client_id: 'ext-1' }))).clientId).toBe('ext-1');
    expect((await verify(await sign({ aud: [API], sub: 'object-id', azp: 'ext-2' }))).clientId).toBe('ext-2');
    expect((await verify(await sign({ aud: API, sub: 'ext-3' }))).clientId).toBe('ext-3');
  });

  it('an ID token for a theme stays a person’s, even if it also names the API', async () => {
    const { verify, sign } = await setUp();
    const person = await verify(await sign({ aud: 'hop-web', sub: 'u1', email: 'a@example.com' }));
    expect(person.clientId).toBeUndefined();
    expect((await verify(await sign({ aud: ['hop-web', API], sub: 'u2' }))).clientId).toBeUndefined();
  });

  it('refuses a token for another audience, and API tokens altogether when no API audience is set', async () => {
    const { verify, sign } = await setUp();
    await expect(verify(await sign({ aud: 'https://elsewhere.example/api', sub: 'mr_abc' }))).rejects.toMatchObject({
      status: 401,
    });
    const withoutApi = await setUp(null);
    await expect(withoutApi.verify(await withoutApi.sign({ aud: API, sub: 'mr_abc' }))).rejects.toMatchObject({
      status: 401,
    });
  });
});
