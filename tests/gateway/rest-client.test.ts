import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRestConnection, RestClient } from '../../server/gateway/rest/rest-client.ts';
import { propertyPayload, userSummaryPayload } from '../fixtures/payloads.ts';

const ORIGIN = 'http://rest.test';
let agent: MockAgent;

beforeEach(() => {
  agent = new MockAgent();
  agent.disableNetConnect();
});
afterEach(() => agent.close());

const client = (token: string | null = 'the-token') =>
  new RestClient({ baseUrl: new URL(`${ORIGIN}/api/`), dispatcher: agent, timeoutMs: 2_000 }, token);
const property = (id: number) => propertyPayload(id);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return (error as GraphQLError).extensions.code as string;
  }
}

describe('REST client', () => {
  it('sends the caller’s token in the AuthorizationJWT header', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/phases', method: 'GET', headers: { authorizationjwt: 'the-token' } })
      .reply(200, { phases: [] });
    await expect(client().phases()).resolves.toEqual([]);
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [422, 'BAD_USER_INPUT'],
    [440, 'SESSION_EXPIRED'],
    [500, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('maps REST status %i to extensions.code %s', async (status, code) => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/phases', method: 'GET' })
      .reply(status, { error: { code: 'X', message: 'from the API' } });
    expect(await codeOf(client().phases())).toBe(code);
  });

  it('keeps the API’s message for the user, but not the detail of a server error', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/batch/properties?ids=7', method: 'GET' })
      .reply(200, {
        results: [{ id: 7, error: { status: 404, code: 'NOT_FOUND', message: 'Property not found with id 7.' } }],
      });
    await expect(client().property(7)).rejects.toThrow('Property not found with id 7.');
    agent.get(ORIGIN).intercept({ path: '/api/phases', method: 'GET' }).reply(500, 'stack trace here');
    await expect(client().phases()).rejects.toThrow(
      'The service is having problems. Please try again in a few minutes.',
    );
  });

  it('batches lookups into one call, and one 404 inside a batch does not fail the others', async () => {
    const missing = { status: 404, code: 'NOT_FOUND', message: 'Property not found with id 2.' };
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/batch/properties?ids=1,2,3', method: 'GET' })
      .reply(200, {
        results: [
          { id: 1, value: property(1) },
          { id: 2, error: missing },
          { id: 3, value: property(3) },
        ],
      });
    const rest = client();
    const results = await Promise.allSettled([rest.property(1), rest.property(2), rest.property(3), rest.property(1)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.extensions.code).toBe('NOT_FOUND');
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('Property not found with id 2.');
    expect(rest.calls).toBe(1);
  });

  it('a key the batch answer leaves out is not found, and a failed batch call fails every key in it', async () => {
    const pool = agent.get(ORIGIN);
    pool.intercept({ path: '/api/batch/vaults?ids=8,9', method: 'GET' }).reply(200, { results: [] });
    const rest = client();
    expect(await Promise.all([codeOf(rest.vault(8)), codeOf(rest.vault(9))])).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    pool
      .intercept({ path: '/api/batch/action-plans?ids=8,9', method: 'GET' })
      .reply(403, { error: { code: 'FORBIDDEN', message: 'No.' } });
    expect(await Promise.all([codeOf(rest.actionPlan(8)), codeOf(rest.actionPlan(9))])).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  });

  it('reuses properties from a list for later lookups in the same request', async () => {
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/properties?page=1&page_size=30', method: 'GET' })
      .reply(200, {
        properties: [property(5)],
        pagination: { page: 1, page_size: 30, total: 1, total_pages: 1 },
        user: userSummaryPayload('u1'),
      });
    const rest = client();
    await rest.listProperties({ page: 1, pageSize: 30 });
    await expect(rest.property(5)).resolves.toMatchObject({ id: 5 });
    await expect(rest.viewer('u1')).resolves.toMatchObject({ id: 'u1' });
    expect(rest.calls).toBe(1);
  });

  it('refuses an answer that breaks the contract instead of passing it on to a screen', async () => {
    const drifted: Record<string, unknown> = { ...property(4), complete: '57%' };
    delete drifted.viewer_can;
    agent
      .get(ORIGIN)
      .intercept({ path: '/api/batch/properties?ids=4', method: 'GET' })
      .reply(200, { results: [{ id: 4, value: drifted }] });
    const error = await client()
      .property(4)
      .catch((caught: unknown) => caught as GraphQLError);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'UPSTREAM_ERROR', call: 'GET batch/properties' });
    expect(String((error as GraphQLError).extensions.problems)).toMatch(/complete|viewer_can/);
  });

  it('answers UPSTREAM_UNAVAILABLE when the API cannot be reached', async () => {
    const unreachable = new RestClient(createRestConnection('http://127.0.0.1:1/api', { timeoutMs: 1_000 }), null);
    expect(await codeOf(unreachable.phases())).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('REST client timeouts', () => {
  let server: Server;
  beforeEach(async () => {
    server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the timeout with UPSTREAM_TIMEOUT instead of hanging the request', async () => {
    const { port } = server.address() as AddressInfo;
    const connection = createRestConnection(`http://127.0.0.1:${port}/api`, { timeoutMs: 200 });
    const started = Date.now();
    expect(await codeOf(new RestClient(connection, 't').phases())).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    await connection.dispatcher.close();
  });
});
