import { print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_FORMS } from '../../domain/forms/content/published.ts';
import { ROLE } from '../../domain/roles.ts';
import { createCache } from '../../web/src/apollo/cache.ts';
import { QuestionnaireDocument } from '../../web/src/gql/forms.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let seller: string;
let simpleUser: string;
let properties: string[];
const about = PUBLISHED_FORMS.find((form) => form.path === 'about')!;
const info = PUBLISHED_FORMS.find((form) => form.path === 'info')!;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2 });
  const sellerUser = await createUser(db, { role: ROLE.homeMover });
  const simple = await createUser(db, { role: ROLE.simple });
  properties = await Promise.all(
    [1, 2].map(async () => String((await createProperty(db, { agencyId: agency.id, sellerIds: [sellerUser.id] })).id)),
  );
  const now = Math.floor(Date.now() / 1000);
  const sign = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 600 });
  seller = await sign(sellerUser.id);
  simpleUser = await sign(simple.id);
});
afterAll(() => app?.close());

const formVersion = (path: string, token: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api${path}`, { headers: { ...headers, ...(token ? { authorizationjwt: token } : {}) } });

describe('a form version is one cacheable object', () => {
  it('is served with a year-long immutable cache lifetime and an entity tag, and answers 304 to that tag', async () => {
    const response = await formVersion(`/forms/${about.id}/versions/${about.version}`, seller);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const tag = response.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(about)));

    const again = await formVersion(`/forms/${about.id}/versions/${about.version}`, seller, { 'if-none-match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
  });

  it('refuses the anonymous, a role that may not read the form, and a version never published', async () => {
    expect((await formVersion(`/forms/${about.id}/versions/${about.version}`, undefined)).status).toBe(401);
    const refused = await formVersion(`/forms/${info.id}/versions/${info.version}`, simpleUser);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control') ?? '').not.toContain('public');
    const unknown = await formVersion(`/forms/${about.id}/versions/${about.version + 1}`, seller);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toEqual(expect.any(String));
    expect((await formVersion(`/forms/7/versions/1`, seller)).status).toBe(400);
  });

  it("two properties' forms of the same version are one object in the web app's cache", async () => {
    const cache = createCache();
    const query = addTypenameToDocument(QuestionnaireDocument);
    for (const propertyId of properties) {
      const variables = { propertyId, questionnaireId: about.id };
      const { body } = await callGraphql(app.url, print(query), { token: seller, variables });
      expect(body.errors).toBeUndefined();
      expect(body.data.questionnaire.form.id).toBe(`${about.id}@${about.version}`);
      cache.writeQuery({ query, variables, data: body.data });
    }
    const stored = cache.extract();
    const versions = Object.keys(stored).filter((key) => key.startsWith('FormVersion:'));
    expect(versions).toEqual([`FormVersion:${about.id}@${about.version}`]);
    const [first, second] = properties.map(
      (propertyId) =>
        cache.readQuery({ query, variables: { propertyId, questionnaireId: about.id } })!.questionnaire.form.definition,
    );
    expect(first).toBe(second);
    expect(first).toEqual(JSON.parse(JSON.stringify(about)));
  });

  it("a form's GraphQL answer, definition and all, goes compressed to a client that accepts it", async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br', authorizationjwt: seller },
      body: JSON.stringify({
        query: print(QuestionnaireDocument),
        variables: { propertyId: properties[0], questionnaireId: about.id },
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = await response.json();
    expect(body.data.questionnaire.form.definition.name).toBe(about.name);
  });
});
