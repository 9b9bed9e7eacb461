import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES } from '../../domain/messages/programs.ts';
import { loadConfig } from '../../server/config.ts';
import { createApolloClient } from '../../web/src/apollo/createApolloClient.ts';
import { PropertiesDocument, ViewerDocument } from '../../web/src/gql/graphql.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Trusted documents (issue 28): the web app's operations are listed with their hashes at build
 * time; the web app sends hashes only and the gateway runs the listed document. With
 * GRAPHQL_TRUSTED_DOCUMENTS=require-for-browsers a browser's own query text is refused, except for
 * administrators and API clients; programs outside a browser keep ad-hoc queries.
 */
type Manifest = { operations: { id: string; name: string; body: string }[] };
const manifest = JSON.parse(
  readFileSync(new URL('../../server/gateway/generated/persisted-documents.json', import.meta.url), 'utf8'),
) as Manifest;
const PROPERTIES = manifest.operations.find((operation) => operation.name === 'Properties')!;

let open: TestApp;
let strict: TestApp;
let a: Side;
const tokens = { agent: '', admin: '', client: '' };
const BROWSER = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

async function post(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the JSON a client would, untyped
    body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

const byHash = (id: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: id } },
});
const AD_HOC = { query: '{ properties(pageSize: 2) { nodes { id name } } }' };

beforeAll(async () => {
  open = await startTestApp({ DEMO: '0' });
  strict = await startTestApp({ DEMO: '0', GRAPHQL_TRUSTED_DOCUMENTS: 'require-for-browsers' });
  const db = strict.database!.db;
  ({ a } = await buildTwoBrands(db));
  const now = Math.floor(Date.now() / 1000);
  const sign = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${strict.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  tokens.agent = await sign(a.users.agent.id);
  tokens.admin = await sign(a.users.administrator.id);
  const created = await callApi(strict.url, 'POST', '/admin/api-clients', {
    token: tokens.admin,
    body: { name: 'Feed', organisation_id: a.agency.id },
  });
  const grant = await fetch(`${strict.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${created.body.client.client_id}:${created.body.client_secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });
  tokens.client = ((await grant.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await open?.close();
  await strict?.close();
});

describe('the manifest', () => {
  it('lists every operation of the generated modules, hashed as Apollo Client sends it', async () => {
    const generated = new URL('../../web/src/gql/', import.meta.url);
    const ids = new Set(manifest.operations.map((operation) => operation.id));
    let count = 0;
    for (const file of readdirSync(generated).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(new URL(file, generated).href)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (!name.endsWith('Document') || (value as DocumentNode | undefined)?.kind !== 'Document') continue;
        const body = print(addTypenameToDocument(value as DocumentNode));
        expect(ids.has(createHash('sha256').update(body).digest('hex')), `${name}: run npm run codegen`).toBe(true);
        count += 1;
      }
    }
    expect(count).toBe(manifest.operations.length);
  });
});

describe('documents by hash', () => {
  it('a known hash runs its document; an unknown one is PERSISTED_QUERY_NOT_FOUND', async () => {
    const known = await post(strict, byHash(PROPERTIES.id, { page: 1, pageSize: 5, search: null, deleted: false }), {
      authorizationjwt: tokens.agent,
      ...BROWSER,
    });
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data.properties.nodes.map((node: { id: string }) => node.id)).toContain(String(a.property.id));
    const unknown = await post(strict, byHash('0'.repeat(64)), { authorizationjwt: tokens.agent, ...BROWSER });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Sending a hash with text of one's own does not add it to the list.
    const text = '{ viewer { id } }';
    const registered = await post(
      strict,
      {
        query: text,
        extensions: { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') } },
      },
      { authorizationjwt: tokens.agent },
    );
    expect(registered.body.errors).toBeUndefined();
    const again = await post(strict, byHash(createHash('sha256').update(text).digest('hex')), {
      authorizationjwt: tokens.agent,
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('the web app’s Apollo Client sends hashes only, and its screens’ queries run in the strict mode from a browser', async () => {
    const bodies: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      bodies.push(String(init?.body ?? ''));
      return original(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...BROWSER } });
    };
    try {
      const { client } = createApolloClient({
        uri: `${strict.url}/graphql`,
        getIdToken: () => tokens.agent,
        onSessionEnd: () => {},
        persistedDocuments: true,
      });
      const viewer = await client.query({ query: ViewerDocument });
      expect(viewer.error).toBeUndefined();
      const list = await client.query({ query: PropertiesDocument, variables: { page: 1, pageSize: 5 } });
      expect(list.error).toBeUndefined();
      expect(list.data?.properties.nodes.map((node) => node.id)).toContain(String(a.property.id));
    } finally {
      globalThis.fetch = original;
    }
    expect(bodies.length).toBe(2);
    for (const body of bodies) expect(JSON.parse(body)).not.toHaveProperty('query');
  });
});

describe('query text of one’s own', () => {
  it('runs everywhere with the default setting, browsers included', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { a: openSide } = await buildTwoBrands(open.database!.db);
    const token = await signWithProviderKey(open.database!.db, {
      sub: openSide.users.agent.id,
      iss: `${open.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
    const answer = await post(open, AD_HOC, { authorizationjwt: token, ...BROWSER });
    expect(answer.body.errors).toBeUndefined();
  });

  it('require-for-browsers refuses it from a browser, with a typed error', async () => {
    const answer = await post(strict, AD_HOC, { authorizationjwt: tokens.agent, ...BROWSER });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toMatchObject({
      message: PROGRAM_MESSAGES.trustedDocumentRequired,
      extensions: { code: 'TRUSTED_DOCUMENT_REQUIRED' },
    });
    // Origin alone marks a browser too.
    expect(
      (await post(strict, AD_HOC, { authorizationjwt: tokens.agent, origin: 'https://evil.example' })).body.errors?.[0]
        ?.extensions?.code,
    ).toBe('TRUSTED_DOCUMENT_REQUIRED');
  });

  it('require-for-browsers keeps it for programs, API clients and administrators, and for the manifest’s own text', async () => {
    expect((await post(strict, AD_HOC, { authorizationjwt: tokens.agent })).body.errors).toBeUndefined();
    expect(
      (await post(strict, AD_HOC, { authorization: `Bearer ${tokens.client}`, ...BROWSER })).body.errors,
    ).toBeUndefined();
    expect((await post(strict, AD_HOC, { authorizationjwt: tokens.admin, ...BROWSER })).body.errors).toBeUndefined();
    const listed = await post(
      strict,
      { query: PROPERTIES.body, variables: { page: 1, pageSize: 2 } },
      { authorizationjwt: tokens.agent, ...BROWSER },
    );
    expect(listed.body.errors).toBeUndefined();
  });

  it('production requires trusted documents from browsers unless told otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com',
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtp://mail',
      SMTP_FROM: 'a@example.com',
      DEMO: '1',
    };
    expect(loadConfig(production).trustedDocuments).toBe('require-for-browsers');
    expect(loadConfig({ ...production, GRAPHQL_TRUSTED_DOCUMENTS: 'accept' }).trustedDocuments).toBe('accept');
    expect(loadConfig({}).trustedDocuments).toBe('accept');
    expect(() => loadConfig({ GRAPHQL_TRUSTED_DOCUMENTS: 'always' })).toThrow(/GRAPHQL_TRUSTED_DOCUMENTS/);
  });
});
