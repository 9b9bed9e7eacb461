import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { createEmailLink } from '../../server/services/identity/email-links.ts';
import { DEFAULT_REVOCATION_POLL_MS } from '../../server/auth/session-revocations.ts';
import { createUser } from '../fixtures/factories.ts';
import { clockOneSecondOn } from '../fixtures/clock.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { loginAs, refreshTokens } from '../fixtures/oidc-login.ts';
import { startSecondInstance } from '../fixtures/second-instance.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A session that ends stops working: after signing out, a reused refresh token, a password reset, an administrator
 * disabling the user or changing their role, the token the browser held is refused by the REST API
 * and the gateway — at once on the instance that ended it, and within the revocation list's poll
 * time on another instance of the same database (docs/security.md, "Sessions").
 */
let app: TestApp;
let second: TestApp;
let adminToken: string;
const now = () => Math.floor(Date.now() / 1000);
/** How long another instance may keep accepting an ended session's token: one poll, plus a query's time. */
const OTHER_INSTANCE_MS = DEFAULT_REVOCATION_POLL_MS + 1500;

beforeAll(async () => {
  app = await startTestApp();
  second = await startSecondInstance(app);
  adminToken = (await loginAs(app.url, 'demo-admin')).idToken;
}, 180_000);
afterAll(async () => {
  await second?.close();
  await app?.close();
});

/** A user who signs in on the provider's page (a listed account), with the given role. */
async function signInUser(role: RoleCode = ROLE.homeMover) {
  const db = app.database!.db;
  const id = `u-${randomUUID()}`;
  await db
    .insertInto('identity_accounts')
    .values({
      id,
      email: `${id}@example.com`,
      name: 'Sasha Session',
      password_hash: null,
      demo: true,
      email_verified: true,
      created_at: new Date(),
    })
    .execute();
  await createUser(db, { id, role, email: `${id}@example.com`, name: 'Sasha Session' });
  return loginAs(app.url, id);
}

const rest = (target: TestApp, token: string) => callApi(target.url, 'GET', '/properties', { token });
const graphql = (target: TestApp, token: string) => callGraphql(target.url, '{ viewer { role } }', { token });
/** A route for which being signed in is enough: it reads nothing of the user, so only the token check can refuse it. */
const phases = (target: TestApp, token: string) => callApi(target.url, 'GET', '/phases', { token });

async function expectAccepted(token: string) {
  for (const target of [app, second]) {
    expect((await rest(target, token)).status).toBe(200);
    expect((await phases(target, token)).status).toBe(200);
    expect((await graphql(target, token)).body.data?.viewer?.role).toBeDefined();
  }
}

/** Refused on REST with 401 and the message, and on GraphQL with UNAUTHENTICATED. */
async function expectRefused(target: TestApp, token: string) {
  const response = await rest(target, token);
  expect(response.status).toBe(401);
  expect(response.body.error).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.sessionEnded });
  expect((await phases(target, token)).body.error).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.sessionEnded });
  const answer = await graphql(target, token);
  expect(answer.body.data?.viewer ?? null).toBeNull();
  expect(answer.body.errors?.[0]).toMatchObject({
    message: MESSAGES.sessionEnded,
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

/** The other instance learns of the ended session at its next poll: refused within OTHER_INSTANCE_MS. */
async function expectRefusedOnSecondWithin(token: string) {
  const started = Date.now();
  while ((await rest(second, token)).status !== 401) {
    if (Date.now() - started > OTHER_INSTANCE_MS)
      throw new Error(`the second instance still accepted the token after ${OTHER_INSTANCE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await expectRefused(second, token);
}

describe('signing in', () => {
  it('gives a 15-minute ID token naming its session, and a refresh token that renews it once', async () => {
    const login = await signInUser();
    const claims = JSON.parse(Buffer.from(login.idToken.split('.')[1], 'base64url').toString()) as {
      sid?: string;
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(typeof claims.sid).toBe('string');
    expect(login.refreshToken).toBeTruthy();

    const renewed = await refreshTokens(app.url, login.refreshToken!);
    expect(renewed.status).toBe(200);
    const renewedClaims = JSON.parse(Buffer.from(renewed.body.id_token!.split('.')[1], 'base64url').toString()) as {
      sid?: string;
    };
    expect(renewedClaims.sid).toBe(claims.sid);
    await expectAccepted(renewed.body.id_token!);
    // Rotation: a refresh token works once; using it again ends the whole grant.
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
    expect((await refreshTokens(app.url, renewed.body.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('refuses a token that lives longer than 15 minutes', async () => {
    const token = await signWithProviderKey(app.database!.db, {
      sub: 'demo-mover',
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now(),
      exp: now() + 15 * 60 + 1,
    });
    expect((await rest(app, token)).status).toBe(401);
    const fifteen = await signWithProviderKey(app.database!.db, {
      sub: 'demo-mover',
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now(),
      exp: now() + 15 * 60,
    });
    expect((await rest(app, fifteen)).status).toBe(200);
  });
});

describe('an ended session', () => {
  it('after signing out: the old token is refused on REST and GraphQL, on both instances, and cannot be renewed', async () => {
    const login = await signInUser();
    await expectAccepted(login.idToken);
    await login.signOut();
    await expectRefused(app, login.idToken);
    await expectRefusedOnSecondWithin(login.idToken);
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
  });

  it('after a refresh token is used twice: every ID token of that sign-in is refused, on both instances, and nothing renews it', async () => {
    const login = await signInUser();
    const otherDevice = await loginAs(app.url, login.sub);
    // One holder renews; then the same, already rotated, refresh token comes back from the other.
    const renewed = await refreshTokens(app.url, login.refreshToken!);
    expect(renewed.status).toBe(200);
    await expectAccepted(renewed.body.id_token!);
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
    for (const idToken of [login.idToken, renewed.body.id_token!]) {
      await expectRefused(app, idToken);
      await expectRefusedOnSecondWithin(idToken);
    }
    expect((await refreshTokens(app.url, renewed.body.refresh_token!)).body.error).toBe('invalid_grant');
    // Only that sign-in ends: the same user signed in elsewhere goes on.
    expect((await rest(app, otherDevice.idToken)).status).toBe(200);
  });

  it('signing out ends only that session: another sign-in of the same user goes on', async () => {
    const first = await signInUser();
    const other = await loginAs(app.url, first.sub);
    await first.signOut();
    await expectRefused(app, first.idToken);
    expect((await rest(app, other.idToken)).status).toBe(200);
  });

  it('after a password reset: every earlier token of the user is refused, on both instances', async () => {
    const login = await signInUser();
    const otherDevice = await loginAs(app.url, login.sub);
    await expectAccepted(login.idToken);
    const token = await createEmailLink(app.database!.db, {
      accountId: login.sub,
      purpose: 'reset-password',
      ttlSeconds: 600,
      returnTo: null,
    });
    const reset = await fetch(`${app.url}/oidc/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, password: 'a new long password' }).toString(),
    });
    expect(reset.status).toBe(200);
    for (const idToken of [login.idToken, otherDevice.idToken]) {
      await expectRefused(app, idToken);
      await expectRefusedOnSecondWithin(idToken);
    }
    expect((await refreshTokens(app.url, otherDevice.refreshToken!)).body.error).toBe('invalid_grant');
  });

  it('after an administrator disables the user: refused on both instances, no renewal, no new sign-in until enabled again', async () => {
    const login = await signInUser();
    await expectAccepted(login.idToken);
    const disabled = await callApi(second.url, 'PUT', `/user/${login.sub}`, {
      token: adminToken,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    await expectRefused(second, login.idToken);
    const started = Date.now();
    while ((await rest(app, login.idToken)).status !== 401) {
      if (Date.now() - started > OTHER_INSTANCE_MS) throw new Error('the first instance still accepted the token');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expectRefused(app, login.idToken);
    expect((await refreshTokens(app.url, login.refreshToken!)).body.error).toBe('invalid_grant');
    await expect(loginAs(app.url, login.sub)).rejects.toThrow(/403/);

    expect(
      (await callApi(app.url, 'PUT', `/user/${login.sub}`, { token: adminToken, body: { disabled: false } })).status,
    ).toBe(200);
    clockOneSecondOn(); // a new token is issued after the revocation's second
    const again = await loginAs(app.url, login.sub);
    expect((await rest(app, again.idToken)).status).toBe(200);
  });

  it('only an administrator disables a user, and not themselves', async () => {
    const login = await signInUser(ROLE.agent);
    expect(
      (await callApi(app.url, 'PUT', `/user/${login.sub}`, { token: login.idToken, body: { disabled: true } })).body
        .error,
    ).toEqual({ code: 'FORBIDDEN', message: MESSAGES.onlyAdministratorDisablesUsers });
    expect(
      (await callApi(app.url, 'PUT', '/user/demo-admin', { token: adminToken, body: { disabled: true } })).body.error,
    ).toEqual({ code: 'CONFLICT', message: MESSAGES.cannotDisableYourself });
    expect((await rest(app, login.idToken)).status).toBe(200);
  });

  it('after a role change: the user signs in again as who they now are', async () => {
    const login = await signInUser(ROLE.agent);
    await expectAccepted(login.idToken);
    expect(
      (await callApi(app.url, 'PUT', `/user/${login.sub}`, { token: adminToken, body: { role: ROLE.solicitor } }))
        .status,
    ).toBe(200);
    await expectRefused(app, login.idToken);
    await expectRefusedOnSecondWithin(login.idToken);
    clockOneSecondOn(); // a new token is issued after the revocation's second
    const again = await loginAs(app.url, login.sub);
    expect((await rest(app, again.idToken)).body.user.role).toBe(ROLE.solicitor);
  });
});
