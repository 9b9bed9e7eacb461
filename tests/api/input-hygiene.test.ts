import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../domain/forms/content/index.ts';
import { allQuestions } from '../../domain/forms/questions.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { encodeText } from '../fixtures/hostile-inputs.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Text PostgreSQL cannot store (U+0000, an unpaired UTF-16 surrogate) is refused with 400 naming
 * the field, wherever a person can type: names, enquiries, invitations, agencies, API clients,
 * searches and answers, over REST and GraphQL alike, and nothing is stored. So are bodies nested
 * deeper than any request needs (400) and bodies over the size limit (413).
 */
let app: TestApp;
let a: Side;
let admin: string;
let seller: string;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(app.database!.db));
  const now = Math.floor(Date.now() / 1000);
  const sign = (sub: string) =>
    signWithProviderKey(app.database!.db, {
      sub,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
  admin = await sign(a.users.administrator.id);
  seller = await sign(a.users.homeMover.id);
});
afterAll(() => app?.close());

/** Clean text with one of `bad` put somewhere inside it. */
const spoiled = (bad: string[]) =>
  fc
    .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), fc.constantFrom(...bad), fc.nat())
    .map(([text, character, at]) => {
      const position = at % (text.length + 1);
      return { text: `${text.slice(0, position)}${character}${text.slice(position)}`, nul: character === '\u0000' };
    });
/** A NUL or a lone surrogate, in JSON (which can carry both). */
const spoiledText = spoiled(['\u0000', '\ud800', '\udbff', '\udc00', '\udfff']);
/**
 * A URL carries bytes, and UTF-8 has no bytes for a lone surrogate: the ones a careless encoder
 * sends decode to U+FFFD in a query and are refused by Fastify in a path. Only NUL gets through.
 */
const spoiledUrlText = spoiled(['\u0000']);

function refusal(field: string, nul: boolean): string {
  return nul
    ? `Invalid request: ${field} contains a NUL character (U+0000), which cannot be stored. Please remove it and try again.`
    : `Invalid request: ${field} contains a broken character (an unpaired UTF-16 surrogate), which cannot be stored. Please remove it and try again.`;
}

/** A text question of the seller's "About my home" form, answerable in the first phase. */
function aboutTextQuestion(): string {
  const about = FORM_DEFINITIONS.find((form) => form.id === 4)!;
  return allQuestions(about).find((question) => question.type === 'text' && !question.readOnly && !question.showIf)!.id;
}

type Case = {
  label: string;
  token: () => string;
  method: string;
  path: (text: string) => string;
  body?: (text: string) => unknown;
  field: string;
};

const CASES: Case[] = [
  {
    label: 'a user’s name',
    token: () => admin,
    method: 'PUT',
    path: () => `/user/${a.users.homeMover.id}`,
    body: (text) => ({ displayName: text }),
    field: 'body/displayName',
  },
  {
    label: 'an enquiry',
    token: () => seller,
    method: 'POST',
    path: () => `/enquiry/${a.property.id}`,
    body: (text) => ({ name: 'A House', message: text }),
    field: 'body/message',
  },
  {
    label: 'an invitation’s name',
    token: () => admin,
    method: 'POST',
    path: () => `/invitesolicitor/${a.property.id}`,
    body: (text) => ({ organisation_name: 'Quill & Co', name: text, email: 'new.solicitor@example.com' }),
    field: 'body/name',
  },
  {
    label: 'an agency’s name',
    token: () => admin,
    method: 'POST',
    path: () => '/agency',
    body: (text) => ({ name: text }),
    field: 'body/name',
  },
  {
    label: 'an API client’s name',
    token: () => admin,
    method: 'POST',
    path: () => '/admin/api-clients',
    body: (text) => ({ name: text, organisation_id: a.agency.id }),
    field: 'body/name',
  },
  {
    label: 'a user search',
    token: () => admin,
    method: 'GET',
    path: (text) => `/users/search?email=${encodeText(text)}`,
    field: 'querystring/email',
  },
  {
    label: 'a property list search',
    token: () => admin,
    method: 'GET',
    path: (text) => `/admin/properties?search=${encodeText(text)}`,
    field: 'querystring/search',
  },
  {
    label: 'an id in the path',
    token: () => admin,
    method: 'GET',
    path: (text) => `/user/${encodeText(text)}`,
    field: 'params/id',
  },
];

describe('text the database cannot store, over REST', () => {
  for (const testCase of CASES) {
    it(`is refused with 400 naming the field in ${testCase.label}`, async () => {
      await fc.assert(
        fc.asyncProperty(testCase.body ? spoiledText : spoiledUrlText, async ({ text, nul }) => {
          const response = await callApi(app.url, testCase.method, testCase.path(text), {
            token: testCase.token(),
            body: testCase.body?.(text),
          });
          expect(response.status).toBe(400);
          expect(response.body.error).toEqual({ code: 'BAD_REQUEST', message: refusal(testCase.field, nul) });
        }),
        { numRuns: 4 },
      );
    });
  }

  it('stores nothing of a refused name and keeps the one before', async () => {
    const before = await callApi(app.url, 'GET', `/user/${a.users.homeMover.id}`, { token: admin });
    const refused = await callApi(app.url, 'PUT', `/user/${a.users.homeMover.id}`, {
      token: admin,
      body: { displayName: 'New\u0000Name' },
    });
    expect(refused.status).toBe(400);
    const after = await callApi(app.url, 'GET', `/user/${a.users.homeMover.id}`, { token: admin });
    expect(after.body.displayName).toBe(before.body.displayName);
  });

  it('refuses an answer with a NUL, and keeps no answer and no history of it', async () => {
    const question = aboutTextQuestion();
    const response = await callApi(app.url, 'POST', `/questionnaire/${a.property.id}/4`, {
      token: seller,
      body: { answers: { [question]: 'Built\u0000in 1930' } },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(refusal(`body/answers/${question}`, true));
    const db = app.database!.db;
    expect(
      await db.selectFrom('answers').select('answer_key').where('property_id', '=', a.property.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('answer_history').select('answer_key').where('property_id', '=', a.property.id).execute(),
    ).toEqual([]);
    // The same answer without the NUL is stored as typed, emoji and all.
    const clean = await callApi(app.url, 'POST', `/questionnaire/${a.property.id}/4`, {
      token: seller,
      body: { answers: { [question]: 'Built in 1930 🏠' } },
    });
    expect(clean.status).toBe(200);
    const loaded = await callApi(app.url, 'GET', `/questionnaire/${a.property.id}/4`, { token: seller });
    expect(loaded.body.answers[question]).toBe('Built in 1930 🏠');
  });
});

describe('bodies no request needs', () => {
  it('refuses JSON nested 100,000 levels deep with 400, not a crash', async () => {
    const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
    const response = await fetch(`${app.url}/api/user/${a.users.homeMover.id}`, {
      method: 'PUT',
      headers: { authorizationjwt: admin, 'content-type': 'application/json' },
      body: `{"displayName":"Sam","extra":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid request: body/extra/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0/0 is nested more than 32 levels deep.',
    );
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await callApi(app.url, 'POST', `/enquiry/${a.property.id}`, {
      token: seller,
      body: { name: 'A House', message: 'x'.repeat(2_000_000) },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('text the database cannot store, over GraphQL', () => {
  const ENQUIRY = 'mutation Enquire($input: SendEnquiryInput!) { sendEnquiry(input: $input) { sent } }';

  it('refuses it in a variable with 400 BAD_USER_INPUT before calling the API', async () => {
    await fc.assert(
      fc.asyncProperty(spoiledText, async ({ text, nul }) => {
        const response = await callGraphql(app.url, ENQUIRY, {
          token: seller,
          variables: { input: { propertyId: String(a.property.id), name: 'A House', message: text } },
        });
        expect(response.status).toBe(400);
        expect(response.upstreamCalls).toBe(0);
        expect(response.body.errors).toEqual([
          expect.objectContaining({
            message: refusal('variables/input/message', nul),
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        ]);
      }),
      { numRuns: 6 },
    );
  });

  it('refuses a NUL written into the operation itself', async () => {
    const operation = `mutation { sendEnquiry(input: { propertyId: "${a.property.id}", name: "A House", message: "hello\\u0000" }) { sent } }`;
    const response = await callGraphql(app.url, operation, { token: seller });
    expect(response.status).toBe(400);
    expect(response.upstreamCalls).toBe(0);
    expect(response.body.errors![0]!.message).toBe(
      refusal(`the text at line 1, column ${operation.indexOf('"hello') + 1}`, true),
    );
  });

  it('refuses variables nested deeper than any input with 400', async () => {
    let deep: unknown = 'x';
    for (let level = 0; level < 100; level++) deep = [deep];
    const response = await callGraphql(app.url, ENQUIRY, {
      token: seller,
      variables: { input: { propertyId: String(a.property.id), name: 'A House', message: 'hi' }, extra: deep },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});
