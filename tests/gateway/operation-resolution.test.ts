import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledExecutorGateway } from '../../server/gateway/compiled-executor.ts';
import type { GatewayContext } from '../../server/gateway/context.ts';
import { logUnexpectedErrors } from '../../server/gateway/unexpected-errors.ts';
import { callGraphql } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/** Requests that name no operation GraphQL can run, with the answer the GraphQL-over-HTTP spec gives. */
const UNRUNNABLE = [
  {
    name: 'an unknown operationName',
    request: { query: 'query A { __typename }', operationName: 'B' },
    message: 'Unknown operation named "B".',
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'several operations and none named',
    request: { query: 'query A { __typename } query B { __typename }' },
    message: 'Must provide operation name if query contains multiple operations.',
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
  {
    name: 'an empty document',
    request: { query: '' },
    message: 'GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.',
    code: 'BAD_REQUEST',
  },
  {
    name: 'a document of comments only',
    request: { query: '# nothing to run' },
    message: 'Syntax Error: Unexpected <EOF>.',
    code: 'GRAPHQL_PARSE_FAILED',
  },
] as const;

async function post(server: ApolloServer, body: object) {
  const response = await server.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: 'POST',
      headers: new HeaderMap([['content-type', 'application/json']]),
      search: '',
      body,
    },
    context: async () => ({}),
  });
  if (response.body.kind !== 'complete') throw new Error('expected one answer');
  return { status: response.status ?? 200, body: JSON.parse(response.body.string) as unknown };
}

describe('the compiled executor refuses what plain Apollo refuses, in the same words', () => {
  const schema = makeExecutableSchema({ typeDefs: 'type Query { hello: String }', resolvers: {} });
  const plain = new ApolloServer({ schema });
  const compiled = new ApolloServer({ gateway: compiledExecutorGateway(schema) });
  beforeAll(() => Promise.all([plain.start(), compiled.start()]));
  afterAll(() => Promise.all([plain.stop(), compiled.stop()]));

  it.each(UNRUNNABLE)('$name', async ({ request, message, code }) => {
    const expected = await post(plain, request);
    expect(expected.status).toBe(400);
    expect(expected.body).toMatchObject({ errors: [{ message, extensions: { code } }] });
    expect(await post(compiled, request)).toEqual(expected);
  });

  it('still runs the operation the client names', async () => {
    const request = { query: 'query A { a: __typename } query B { b: __typename }', operationName: 'B' };
    expect(await post(compiled, request)).toEqual({ status: 200, body: { data: { b: 'Query' } } });
  });
});

describe('a resolver that fails unexpectedly', () => {
  it('is logged through the request logger with the field path', async () => {
    const logged: unknown[][] = [];
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { broken: String }',
      resolvers: {
        Query: {
          broken: () => {
            throw new TypeError('cannot read a property of undefined');
          },
        },
      },
    });
    const server = new ApolloServer<Pick<GatewayContext, 'log'>>({
      gateway: compiledExecutorGateway(schema),
      plugins: [logUnexpectedErrors as ApolloServerPlugin<Pick<GatewayContext, 'log'>>],
    });
    await server.start();
    try {
      const log = { error: (...args: unknown[]) => void logged.push(args) } as unknown as FastifyBaseLogger;
      await server.executeOperation({ query: '{ broken }' }, { contextValue: { log } });
      expect(logged).toEqual([[{ err: expect.any(TypeError), path: ['broken'] }, 'unexpected GraphQL error']]);
    } finally {
      await server.stop();
    }
  });
});

describe('the product gateway', () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  }, 180_000);
  afterAll(() => app?.close());

  it.each(UNRUNNABLE)('answers $name with 400 and logs no fault', async ({ request, message, code }) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ message, extensions: { code } }] });
    expect(lines.join('\n')).not.toMatch(/unexpected GraphQL error|server error/);
  });

  it('logs a fault with the request id, and nothing the user sent', async () => {
    // An API that answers every call with an empty object: the gateway cannot build a viewer from it.
    const broken: Server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const brokenLines: string[] = [];
    const gateway = await startTestApp(
      {
        PARTS: 'gateway',
        REST_URL: `http://127.0.0.1:${(broken.address() as AddressInfo).port}/api`,
        OIDC_ISSUER: `${app.publicUrl}/oidc`,
        LOG_LEVEL: 'info',
      },
      { logStream: { write: (line: string) => void brokenLines.push(line) } },
    );
    try {
      const { idToken } = await loginAs(app.publicUrl, 'demo-agent');
      const answer = await callGraphql(gateway.url, '{ viewer { id secretAlias: id } }', { token: idToken });
      expect(answer.body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
      const entries = brokenLines.map((line) => JSON.parse(line) as { msg?: string; reqId?: string });
      expect(entries.find((entry) => entry.msg === 'unexpected GraphQL error')).toMatchObject({
        reqId: expect.any(String),
        path: ['viewer'],
      });
      for (const secret of [idToken, 'secretAlias']) expect(brokenLines.join('\n')).not.toContain(secret);
    } finally {
      await gateway.close();
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});
