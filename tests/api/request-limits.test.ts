import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createUser } from '../fixtures/factories.ts';
import { FLUSH_MS } from '../../server/store/request-counts.ts';
import { startSecondInstance } from '../fixtures/second-instance.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/** Small limits, so a test reaches them in a few requests. */
const LIMITS = { REQUEST_LIMIT_PER_USER: '5', REQUEST_LIMIT_PER_ADDRESS: '3', REQUEST_LIMIT_WINDOW_SECONDS: '60' };
const REFUSAL = /^Too many requests in a short time\. Please wait \d+ seconds? and try again\.$/;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', ...LIMITS });
});
afterAll(() => app?.close());

async function signedIn(): Promise<string> {
  const user = await createUser(app.database!.db, { role: ROLE.homeMover });
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

const rest = (base: string, token?: string) =>
  fetch(`${base}/api/phases`, { headers: token ? { authorizationjwt: token } : {} });
const graphql = (base: string, token: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorizationjwt: token },
    body: JSON.stringify({ query: '{ viewer { id } phases { id } }' }),
  });

async function statuses(requests: (() => Promise<Response>)[]): Promise<number[]> {
  const result: number[] = [];
  for (const send of requests) result.push((await send()).status);
  return result;
}

describe('request limits on /api and /graphql', () => {
  it('a signed-in user over the limit gets 429 with the reason and Retry-After from the REST API; other users go on', async () => {
    const token = await signedIn();
    expect(await statuses(Array.from({ length: 5 }, () => () => rest(app.url, token)))).toEqual([
      200, 200, 200, 200, 200,
    ]);
    const refused = await rest(app.url, token);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(REFUSAL);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rest(app.url, await signedIn())).status).toBe(200);
  });

  it('GraphQL counts each request once, however many API calls it makes, and refuses as a GraphQL error with code RATE_LIMITED and HTTP 429', async () => {
    const token = await signedIn();
    const answered = await Promise.all(Array.from({ length: 5 }, () => graphql(app.url, token)));
    expect(answered.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await graphql(app.url, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(REFUSAL);
  });

  it('requests without a valid sign-in count per address, made-up tokens included; health checks are never counted', async () => {
    const sent = await statuses([() => rest(app.url), () => rest(app.url, 'not-a-token'), () => rest(app.url)]);
    expect(sent).toEqual([401, 401, 401]);
    expect((await rest(app.url, 'another-made-up-token')).status).toBe(429);
    const health = await Promise.all(Array.from({ length: 10 }, () => fetch(`${app.url}/api/health`)));
    expect(health.map((response) => response.status)).toEqual(Array(10).fill(200));
  });

  it('two instances share the count', async () => {
    const second = await startSecondInstance(app, LIMITS);
    try {
      const token = await signedIn();
      expect(
        await statuses([
          () => rest(app.url, token),
          () => rest(second.url, token),
          () => rest(app.url, token),
          () => graphql(second.url, token),
          () => rest(app.url, token),
        ]),
      ).toEqual([200, 200, 200, 200, 200]);
      // Each instance adds its counts to the shared ones every FLUSH_MS, and reads the others' back:
      // the promise under test is that a few flushes later each instance refuses the sixth request,
      // which alone it has not seen (three went to the first, two to the second).
      await new Promise((resolve) => setTimeout(resolve, 3 * FLUSH_MS));
      expect((await rest(second.url, token)).status).toBe(429);
      expect((await graphql(app.url, token)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
