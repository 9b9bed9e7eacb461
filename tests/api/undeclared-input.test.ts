import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeText, valueFor, type KnownValues, type Schema } from '../fixtures/hostile-inputs.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands } from '../fixtures/two-brands.ts';

/**
 * One rule on every route (docs/security.md, "Undeclared input"): a field a route does not declare,
 * in its body or its query, is refused with 400 naming it, and a declared field of the wrong type
 * is refused with 400 naming it. Swept over the OpenAPI document, so a new route is covered the day
 * it is added: every write route with a JSON body gets, on a body valid in every other way, an
 * undeclared field of each JSON type and each declared field with a wrong type; every route gets an
 * undeclared query parameter. None may answer 5xx, and none may take the request.
 */
let app: TestApp;
let admin: string;
let known: KnownValues;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as any client reads it
let document: any;

const WRITES = ['post', 'put', 'patch', 'delete'];
const UNDECLARED = 'undeclared_field';
/** One value of each JSON type. */
const EACH_JSON_TYPE: [string, unknown][] = [
  ['a string', 'value'],
  ['a number', 1],
  ['a boolean', true],
  ['null', null],
  ['an object', { nested: 1 }],
  ['an array', [1, 'two']],
];
/** Candidates for a wrong type: the first the field's schema refuses is sent. */
const WRONG_TYPES: unknown[] = [{ nested: 1 }, ['x'], 'text', 12345, true, null];

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const { a, b } = await buildTwoBrands(app.database!.db);
  const now = Math.floor(Date.now() / 1000);
  admin = await signWithProviderKey(app.database!.db, {
    sub: a.users.administrator.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  known = {
    integers: [a.property.id, b.property.id, a.agency.id, a.firm.id, a.brand.id, 1, 2, 3, 4],
    strings: [a.users.homeMover.id, a.users.agent.id, String(a.property.id), String(a.agency.id)],
  };
  document = await (await fetch(`${app.url}/api/openapi.json`)).json();
});
afterAll(() => app?.close());

type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
};

function operations(): Operation[] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, value]) => {
      const operation = value as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      };
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** A value its schema accepts, found among generated plausible ones (undefined if none is found). */
function validValue(schema: Schema | undefined, validate: ValidateFunction): unknown {
  if (!schema) return undefined;
  for (const candidate of fc.sample(valueFor(schema, known, 0, false), { numRuns: 60, seed: 7 }))
    if (validate(candidate)) return candidate;
  return undefined;
}

/** The path with each parameter filled with a value its schema accepts, and the query's required ones. */
function urlFor(operation: Operation): { path: string; query: string[] } {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && !(parameter.in === 'query' && parameter.required)) continue;
    const schema = parameter.schema ?? {};
    const validate = ajv.compile(schema);
    const candidates = [...known.integers, ...known.strings, ...known.integers.map(String), 'a'];
    const value =
      candidates.find((candidate) => validate(candidate)) ??
      validValue(schema, validate) ??
      (schema.enum?.[0] as string | undefined) ??
      '1';
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeText(String(value)));
    else query.push(`${parameter.name}=${encodeText(String(value))}`);
  }
  return { path, query };
}

/** A body valid in every way for the operation, when it takes a JSON object and one can be generated. */
function validBody(operation: Operation): Record<string, unknown> | undefined {
  if (!operation.body) return undefined;
  const base = validValue(operation.body, ajv.compile(operation.body));
  return typeof base === 'object' && base !== null && !Array.isArray(base)
    ? (base as Record<string, unknown>)
    : undefined;
}

async function send(method: string, url: string, body: unknown) {
  const response = await fetch(`${app.url}${url}`, {
    method: method.toUpperCase(),
    headers: { authorizationjwt: admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    message: String((JSON.parse(text) as { error?: { message?: string } }).error?.message),
  };
}

describe('undeclared and mistyped input, on every route of the OpenAPI document', () => {
  it('every write route refuses an undeclared body field of each JSON type, and each declared field of a wrong type', async () => {
    const writes = operations().filter((operation) => WRITES.includes(operation.method) && operation.body);
    // The API has dozens of writes with a body; far fewer means the document changed shape.
    expect(writes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    const withoutValidBody: string[] = [];
    const openBodies: string[] = [];
    let requests = 0;
    for (const operation of writes) {
      const schema = operation.body!;
      const validateBody = ajv.compile(schema);
      const base = validBody(operation);
      const { path, query } = urlFor(operation);
      const url = query.length ? `${path}?${query.join('&')}` : path;
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      if (!base) {
        withoutValidBody.push(label);
        continue;
      }
      const expectRefused = async (body: unknown, naming: string, what: string) => {
        requests++;
        const answer = await send(operation.method, url, body);
        if (answer.status !== 400 || !answer.message.includes(naming))
          failures.push(`${label} with ${what}: ${answer.status} ${answer.message}`);
      };
      // A body that says it takes other fields (a spec call that sends back a whole object) ignores them.
      if (schema.additionalProperties === true) {
        openBodies.push(label);
        for (const [kind, value] of EACH_JSON_TYPE) {
          requests++;
          const answer = await send(operation.method, url, { ...base, [UNDECLARED]: value });
          if (answer.status >= 500) failures.push(`${label} with an ignored field (${kind}): ${answer.status}`);
        }
      } else
        for (const [kind, value] of EACH_JSON_TYPE)
          await expectRefused({ ...base, [UNDECLARED]: value }, `"${UNDECLARED}"`, `an undeclared field (${kind})`);
      for (const field of Object.keys(schema.properties ?? {})) {
        const wrong = WRONG_TYPES.find((value) => !validateBody({ ...base, [field]: value }));
        if (wrong === undefined) continue; // a field that takes any JSON value
        await expectRefused({ ...base, [field]: wrong }, `body/${field}`, `${field} = ${JSON.stringify(wrong)}`);
      }
    }
    console.log(
      `undeclared-input sweep: ${writes.length} write routes, ${requests} requests; no valid body generated for ${withoutValidBody.length}: ${withoutValidBody.join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect(openBodies).toEqual(['PUT /api/user/{id}']);
    // A body the generator cannot make is a gap in this test, not in the API: keep it rare.
    expect(withoutValidBody.length).toBeLessThan(writes.length / 5);
  }, 120_000);

  it('every route refuses a query parameter it does not declare', async () => {
    const all = operations().filter((operation) => operation.method !== 'head');
    expect(all.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const operation of all) {
      const { path, query } = urlFor(operation);
      const url = `${path}?${[...query, 'undeclared_param=1'].join('&')}`;
      // A valid body where the route takes one, since the body is checked before the query.
      const body = validBody(operation);
      const answer = await send(operation.method, url, body);
      const named = answer.message.includes('undeclared_param') || (operation.body && !body);
      if (answer.status !== 400 || !named)
        failures.push(`${operation.method.toUpperCase()} ${operation.path}: ${answer.status} ${answer.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('POST /api/land-registry/search', () => {
  const search = (body: unknown) => send('post', '/api/land-registry/search', body);

  it('searches with the declared fields', async () => {
    expect((await search({ postCode: 'GL50 1QA' })).status).toBe(200);
  });

  it.each(EACH_JSON_TYPE)(
    'refuses an extra field holding %s, naming it, instead of failing or passing it on',
    async (_kind, value) => {
      expect(await search({ postCode: 'GL50 1QA', x: value })).toEqual({
        status: 400,
        message: 'Invalid request: body does not take "x": send only the fields the API declares.',
      });
    },
  );
});
