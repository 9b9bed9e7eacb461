import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { GRAPHQL_LIMITS } from '../../server/gateway/plugin.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/** A production gateway's refusals name no type of the schema, and its limits speak the product's words. */
let production: TestApp;
let token: string;
const PUBLIC_URL = 'https://moveready.example';

beforeAll(async () => {
  production = await startTestApp({ PARTS: 'rest,gateway,web,oidc', DEMO: '1', PUBLIC_URL }, { production: true });
  const now = Math.floor(Date.now() / 1000);
  token = await signWithProviderKey(production.database!.db, {
    sub: 'demo-mover',
    iss: `${PUBLIC_URL}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}, 180_000);
afterAll(() => production?.close());

const SAVE = 'mutation Save($input: SaveAnswersInput!) { saveAnswers(input: $input) { completion { percent } } }';

describe('a production gateway refusing a request', () => {
  it('keeps the code and the path the client sent, without the input type names', async () => {
    const missing = await callGraphql(production.url, SAVE, {
      token,
      variables: { input: { propertyId: '1', questionnaireId: 1 } },
    });
    expect(missing.status).toBe(400);
    const [error] = missing.body.errors!;
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain('"answers"');
    expect(error.message).not.toMatch(/SaveAnswersInput|AnswerInput/);

    const inline = await callGraphql(
      production.url,
      'mutation { saveAnswers(input: { propertyId: "1", questionnaireId: 1 }) { completion { percent } } }',
      { token },
    );
    expect(inline.status).toBe(400);
    expect(inline.body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    for (const refusal of inline.body.errors!)
      expect(refusal.message).not.toMatch(/SaveAnswersInput|AnswerInput|\[.*!\]!/);
    expect(inline.body.errors!.map((refusal) => refusal.message).join(' ')).toContain('"answers"');
  });

  it('words the cost and depth limits as the product', async () => {
    const card = 'properties { nodes { id name city phase { id label } viewerCan { viewMeta viewCompletion } } }';
    const costly = await callGraphql(
      production.url,
      `{ ${Array.from({ length: 60 }, (_, i) => `p${i}: ${card}`).join(' ')} }`,
      { token },
    );
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.[0]).toMatchObject({
      message: MESSAGES.queryTooCostly(GRAPHQL_LIMITS.maxCost),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const deep = await callGraphql(production.url, `{ ${'viewer { user { '.repeat(6)}id${' } }'.repeat(6)} }`, {
      token,
    });
    expect(deep.body.errors?.[0].message).toBe(MESSAGES.queryTooDeep(GRAPHQL_LIMITS.maxDepth));
    for (const body of [costly.body, deep.body]) expect(JSON.stringify(body)).not.toContain('Syntax Error');
  });
});
