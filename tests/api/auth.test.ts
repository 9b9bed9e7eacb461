import { generateKeyPair, SignJWT, exportJWK, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { publicJwkOf, signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let issuer: string;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  app = await startTestApp();
  issuer = `${app.publicUrl}/oidc`;
});
afterAll(() => app?.close());

const validClaims = () => ({
  sub: 'demo-mover',
  iss: issuer,
  aud: 'hop-web',
  iat: now(),
  exp: now() + 600,
  email: 'mover@example.com',
});

describe('REST authentication with the AuthorizationJWT header', () => {
  it('accepts the ID token from a real sign-in through the provider', async () => {
    const { idToken } = await loginAs(app.publicUrl, 'demo-mover');
    const response = await callApi(app.url, 'GET', '/properties', { token: idToken });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe('mover@example.com');
  });

  it('accepts a token issued to any theme client', async () => {
    const { idToken } = await loginAs(app.publicUrl, 'demo-agent', { clientId: 'wiggywam-web' });
    expect((await callApi(app.url, 'GET', '/phases', { token: idToken })).status).toBe(200);
  });

  it('refuses a call without the header with 401 and a message for the sign-in screen', async () => {
    const response = await callApi(app.url, 'GET', '/properties');
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in to continue.' });
  });

  it('refuses garbage with 401', async () => {
    const response = await callApi(app.url, 'GET', '/properties', { token: 'not.a.token' });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(validClaims())}.`;
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('refuses an HS256 token whose secret is the public key', async () => {
    const publicJwk = await publicJwkOf(app.database!.db);
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'HS256', kid: publicJwk.kid })
      .sign(secret);
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const token = await signWithProviderKey(app.database!.db, { ...validClaims(), iss: 'https://evil.example/oidc' });
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('refuses a token for another audience', async () => {
    const token = await signWithProviderKey(app.database!.db, { ...validClaims(), aud: 'someone-else' });
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('answers 440 with a session-expired message for an expired token', async () => {
    const token = await signWithProviderKey(app.database!.db, {
      ...validClaims(),
      iat: now() - 7200,
      exp: now() - 3600,
    });
    const response = await callApi(app.url, 'GET', '/properties', { token });
    expect(response.status).toBe(440);
    expect(response.body.error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('tolerates a few seconds of clock skew but not a token that is not yet valid', async () => {
    const skewed = await signWithProviderKey(app.database!.db, { ...validClaims(), nbf: now() + 10 });
    expect((await callApi(app.url, 'GET', '/phases', { token: skewed })).status).toBe(200);
    const future = await signWithProviderKey(app.database!.db, { ...validClaims(), nbf: now() + 3600 });
    expect((await callApi(app.url, 'GET', '/phases', { token: future })).status).toBe(401);
  });

  it('refuses a token signed by an unknown key id', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const token = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown-kid' })
      .sign(await importJWK(jwk, 'RS256'));
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('refuses a token with the right kid but another key', async () => {
    const { kid } = await publicJwkOf(app.database!.db);
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(validClaims()).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });

  it('creates the user record on first sign-in, as a home mover with no properties', async () => {
    const token = await signWithProviderKey(app.database!.db, {
      ...validClaims(),
      sub: 'first-timer',
      email: 'new@example.com',
      name: 'New Person',
    });
    const response = await callApi(app.url, 'GET', '/properties', { token });
    expect(response.status).toBe(200);
    expect(response.body.properties).toEqual([]);
    expect(response.body.user).toMatchObject({
      id: 'first-timer',
      email: 'new@example.com',
      displayName: 'New Person',
      role: 1,
      accepted_tcs: false,
    });
  });

  it('checks the token before the input, so an anonymous caller learns nothing about parameters', async () => {
    expect((await callApi(app.url, 'GET', '/properties?page=abc')).status).toBe(401);
  });
});
