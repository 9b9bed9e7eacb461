import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../../server/gateway/schema.ts';
import type { RouteRecord } from '../../server/rest/index.ts';
import {
  bodyFor,
  encodeText,
  hostileNumber,
  hostileString,
  textFor,
  withOneHostileLeaf,
  wrongShape,
  type KnownValues,
  type Schema,
} from '../fixtures/hostile-inputs.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Every write the product exposes, found on the running server (REST routes as registered,
 * GraphQL mutations from the schema), called as an administrator and as a seller with inputs
 * generated from its own schema whose leaves are hostile. None may answer 5xx: each refusal is a
 * 4xx the client can act on. Runs are bounded so the whole file stays well under a minute.
 */
const RUNS_PER_REST_ROUTE = 12;
const RUNS_PER_MUTATION = 10;
const RUNS_PER_READ_ROUTE = 5;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Codes the gateway gives an upstream 5xx or a crash of its own. */
const SERVER_FAULTS = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_ERROR', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']);

let app: TestApp;
let a: Side;
let b: Side;
let known: KnownValues;
const tokens: Record<'administrator' | 'seller', string> = { administrator: '', seller: '' };

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a, b } = await buildTwoBrands(app.database!.db));
  const now = Math.floor(Date.now() / 1000);
  const sign = (sub: string) =>
    signWithProviderKey(app.database!.db, {
      sub,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
  tokens.administrator = await sign(a.users.administrator.id);
  tokens.seller = await sign(a.users.homeMover.id);
  known = {
    integers: [a.property.id, b.property.id, a.agency.id, a.firm.id, a.brand.id, 1, 2, 3, 4, 5, 6],
    strings: [
      a.users.homeMover.id,
      a.users.agent.id,
      a.users.solicitor.id,
      b.users.homeMover.id,
      String(a.property.id),
      String(a.agency.id),
    ],
  };
});
afterAll(() => app?.close());

type Generated = { path: string; body: unknown };

function propertiesOf(schema: unknown): Record<string, Schema> {
  return ((schema as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
}

/** A path with each `:param` filled, a query built from the declared keys, and a body. */
function requestFor(route: RouteRecord): fc.Arbitrary<Generated> {
  // A GET sends no body, whatever bodyFor would make of none.
  const body =
    route.method === 'GET' ? fc.constant(undefined) : bodyFor(route.inputs.body as Schema | undefined, known);
  const params = propertiesOf(route.inputs.params);
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const query = propertiesOf(route.inputs.querystring);
  return fc
    .record({
      params: fc.tuple(...names.map((name) => textFor(params[name], known))),
      query: fc
        .subarray(Object.keys(query))
        .chain((keys) =>
          fc.tuple(...keys.map((key) => textFor(query[key], known).map((value) => [key, value] as const))),
        ),
      body,
    })
    .map(({ params: values, query: pairs, body }) => {
      let path = route.url;
      names.forEach((name, index) => (path = path.replace(`:${name}`, encodeText(values[index]!) || '%20')));
      const search = pairs.map(([key, value]) => `${key}=${encodeText(value)}`).join('&');
      return { path: search ? `${path}?${search}` : path, body };
    });
}

async function send(
  method: string,
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { authorizationjwt: token };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A live event stream stays open while the viewer may follow it: its status is the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

function shortly(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

describe('no write answers 5xx to hostile input', () => {
  it('every REST write route, as an administrator and as a seller', async () => {
    const routes = app.restRoutes.filter((route) => WRITES.has(route.method));
    // The API has dozens of writes; far fewer means the enumeration broke, not that they went away.
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(
          requestFor(route),
          fc.constantFrom('administrator' as const, 'seller' as const),
          async (request, who) => {
            requests++;
            const answer = await send(route.method, request.path, request.body, tokens[who]);
            if (answer.status < 500) return true;
            failures.push(
              `${route.method} ${route.url} as ${who}: ${answer.status} ${answer.text.slice(0, 200)} for ${request.path} ${shortly(request.body)}`,
            );
            return false;
          },
        ),
        { numRuns: RUNS_PER_REST_ROUTE, endOnFailure: true },
      );
      if (result.failed && failures.length === 0)
        failures.push(`${route.method} ${route.url}: ${String(result.errorInstance)}`);
    }
    console.log(`REST sweep: ${routes.length} write routes, ${requests} requests`);
    expect(failures).toEqual([]);
  });

  it('nor does any REST read route to a hostile path or query', async () => {
    const routes = app.restRoutes.filter(
      (route) => route.method === 'GET' && (route.url.includes(':') || route.inputs.querystring),
    );
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.check(
        fc.asyncProperty(
          requestFor(route),
          fc.constantFrom('administrator' as const, 'seller' as const),
          async (request, who) => {
            const answer = await send('GET', request.path, undefined, tokens[who]);
            if (answer.status < 500) return true;
            failures.push(
              `GET ${route.url} as ${who}: ${answer.status} ${answer.text.slice(0, 200)} for ${request.path}`,
            );
            return false;
          },
        ),
        { numRuns: RUNS_PER_READ_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });

  it('every GraphQL mutation, with hostile variables, as an administrator and as a seller', async () => {
    const mutation = buildGatewaySchema().getMutationType()!;
    const fields = Object.values(mutation.getFields());
    expect(fields.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let requests = 0;
    for (const field of fields) {
      const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const query = `mutation Sweep${declarations ? `(${declarations})` : ''} { ${field.name}${passing ? `(${passing})` : ''}${selection} }`;
      const argumentsOf = (hostile: boolean) =>
        fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, graphqlValue(arg.type, 0, hostile)])));
      const variables = (
        field.args.length
          ? fc.oneof(
              { arbitrary: withOneHostileLeaf(argumentsOf(false)), weight: 3 },
              { arbitrary: argumentsOf(true), weight: 1 },
            )
          : fc.constant({})
      ) as fc.Arbitrary<Record<string, unknown>>;
      const result = await fc.check(
        fc.asyncProperty(
          variables,
          fc.constantFrom('administrator' as const, 'seller' as const),
          async (values, who) => {
            requests++;
            const response = await fetch(`${app.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorizationjwt: tokens[who] },
              body: JSON.stringify({ query, variables: values }),
            });
            const text = await response.text();
            const codes = ((JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).map(
              (error) => error.extensions?.code ?? '',
            );
            if (response.status < 500 && !codes.some((code) => SERVER_FAULTS.has(code))) return true;
            failures.push(`${field.name} as ${who}: ${response.status} ${text.slice(0, 200)} for ${shortly(values)}`);
            return false;
          },
        ),
        { numRuns: RUNS_PER_MUTATION, endOnFailure: true },
      );
      if (result.failed && failures.length === 0) failures.push(`${field.name}: ${String(result.errorInstance)}`);
    }
    console.log(`GraphQL sweep: ${fields.length} mutations, ${requests} requests`);
    expect(failures).toEqual([]);
  });
});

/** A variable's value following its GraphQL input type; with `hostile`, any leaf may be hostile. */
function graphqlValue(type: GraphQLInputType, depth: number, hostile: boolean): fc.Arbitrary<unknown> {
  const either = (plausible: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
    hostile ? fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: bad, weight: 1 }) : plausible;
  const nullable = (value: fc.Arbitrary<unknown>) =>
    hostile ? fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }) : value;
  if (isNonNullType(type))
    return hostile
      ? fc.oneof(
          { arbitrary: graphqlValue(type.ofType, depth, true), weight: 6 },
          { arbitrary: fc.constant(null), weight: 1 },
        )
      : graphqlValue(type.ofType, depth, false);
  if (isListType(type))
    return nullable(
      depth > 3
        ? fc.constant([])
        : fc.array(graphqlValue(type.ofType, depth + 1, hostile), { minLength: 1, maxLength: 3 }),
    );
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, graphqlValue(field.type, depth + 1, hostile)])),
      {
        requiredKeys: hostile ? [] : fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
    return nullable(either(record, wrongShape));
  }
  if (isEnumType(type))
    return nullable(either(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileString));
  switch (type.name) {
    case 'Int':
      return nullable(either(fc.constantFrom(...known.integers), hostileNumber));
    case 'Float':
      return nullable(either(fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1000 }), hostileNumber));
    case 'Boolean':
      return nullable(fc.boolean());
    case 'Upload':
      return fc.constant(null);
    case 'ID':
      return nullable(either(fc.constantFrom(...known.strings, ...known.integers.map(String)), hostileString));
    default:
      // String and the custom scalars (JSON answers among them): plausible text, hostile text or any shape.
      return nullable(
        either(
          fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('seller@example.com', 'SY123456')),
          fc.oneof(hostileString, wrongShape),
        ),
      );
  }
}
