import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A REST API that takes requests and never answers them (a hung process, a stuck database call):
 * the gateway must give the client a typed timeout error within its configured deadline.
 */
let api: TestApp;
let hanging: Server;
const held: IncomingMessage[] = [];
let restUrl: string;

beforeAll(async () => {
  api = await startTestApp();
  hanging = createServer((request) => {
    held.push(request);
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  restUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  hanging?.closeAllConnections();
  await new Promise((resolve) => hanging?.close(resolve));
  await api?.close();
});

async function token(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(api.database!.db, {
    sub: 'demo-agent',
    iss: `${api.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

describe('a REST API that hangs behind the gateway', () => {
  it.each([1, 2])(
    'with REST_TIMEOUT_SECONDS=%i the GraphQL request answers UPSTREAM_TIMEOUT after that deadline, not later',
    async (deadline) => {
      const gateway = await startTestApp({
        PARTS: 'gateway',
        REST_URL: restUrl,
        OIDC_ISSUER: `${api.publicUrl}/oidc`,
        REST_TIMEOUT_SECONDS: String(deadline),
      });
      try {
        // A first request warms the gateway (its sign-in keys fetched, the operation compiled) without calling the API.
        const warm = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorizationjwt: await token() },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(warm.status).toBe(200);
        const signedIn = await token();
        const before = held.length;
        const started = performance.now();
        const response = await fetch(`${gateway.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorizationjwt: signedIn },
          body: JSON.stringify({ query: '{ properties(pageSize: 5) { nodes { id name } } }' }),
        });
        const elapsed = performance.now() - started;
        const body = (await response.json()) as {
          data?: unknown;
          errors?: { message: string; extensions?: { code?: string } }[];
        };
        expect(held.length).toBeGreaterThan(before);
        expect(response.status).toBe(200);
        expect(body.errors).toEqual([
          expect.objectContaining({
            message: 'The service took too long to answer. Please try again.',
            extensions: expect.objectContaining({ code: 'UPSTREAM_TIMEOUT' }),
          }),
        ]);
        // It waited for the deadline, and not much beyond it (a loaded machine's timers run a little late).
        console.log(
          `faults: REST hanging, REST_TIMEOUT_SECONDS=${deadline}: UPSTREAM_TIMEOUT after ${Math.round(elapsed)} ms`,
        );
        expect(elapsed).toBeGreaterThanOrEqual(deadline * 1000 - 50);
        expect(elapsed).toBeLessThan(deadline * 1000 + 700);
      } finally {
        await gateway.close();
      }
    },
  );
});
