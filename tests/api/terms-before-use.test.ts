import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Terms before use (spec 01 §2, docs/decisions/0382-terms-before-use.md): a person who has not
 * accepted the Terms and Conditions gets none of a property's data, over REST or GraphQL, with a
 * code the web app turns into the terms; accepting opens it. API clients are never asked.
 */
let app: TestApp;
let a: Side;
let seller: { id: string };
let property: { id: number };
let tokens: { seller: string; administrator: string };

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  ({ a } = await buildTwoBrands(db));
  seller = await createUser(db, { role: ROLE.homeMover, acceptedTerms: false });
  property = await createProperty(db, { name: 'Terms Cottage', agencyId: a.agency.id, sellerIds: [seller.id] });
  tokens = await webTokensFor(db, app.publicUrl, { seller, administrator: a.users.administrator });
});
afterAll(() => app?.close());

const refused = { error: { code: 'TERMS_NOT_ACCEPTED', message: MESSAGES.termsNotAccepted } };

describe('a person who has not accepted the terms', () => {
  it('is refused the property, its forms and its documents over REST, and writes change nothing', async () => {
    for (const path of [
      `/property/${property.id}`,
      `/property/${property.id}/action-plan`,
      `/questionnaire/${property.id}/2`,
      `/property/${property.id}/uploads`,
    ]) {
      const response = await callApi(app.url, 'GET', path, { token: tokens.seller });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: refused });
    }
    const save = await callApi(app.url, 'POST', `/questionnaire/${property.id}/2`, {
      token: tokens.seller,
      body: { answers: { '1.1': 'x' } },
    });
    expect(save.status).toBe(403);
    expect(save.body.error.code).toBe('TERMS_NOT_ACCEPTED');
  });

  it('is refused over GraphQL with the code TERMS_NOT_ACCEPTED, and still reads who they are', async () => {
    const answer = await callGraphql(app.url, 'query($id: ID!) { property(id: $id) { id name } }', {
      token: tokens.seller,
      variables: { id: String(property.id) },
    });
    expect(answer.body.data?.property ?? null).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('TERMS_NOT_ACCEPTED');
    const viewer = await callGraphql(app.url, '{ viewer { id acceptedTerms } }', { token: tokens.seller });
    expect(viewer.body.data.viewer).toEqual({ id: seller.id, acceptedTerms: false });
  });

  it('opens the property once they accept', async () => {
    const accepted = await callGraphql(app.url, 'mutation { acceptTerms { id acceptedTerms } }', {
      token: tokens.seller,
    });
    expect(accepted.body.data.acceptTerms).toEqual({ id: seller.id, acceptedTerms: true });
    const response = await callApi(app.url, 'GET', `/property/${property.id}`, { token: tokens.seller });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Terms Cottage');
  });
});

describe('an API client', () => {
  it('is never asked to accept terms: its service user reads its organisation’s property', async () => {
    const created = await callApi(app.url, 'POST', '/admin/api-clients', {
      token: tokens.administrator,
      body: { name: 'Terms integrator', organisation_id: a.agency.id },
    });
    expect(created.status).toBe(201);
    const grant = await fetch(`${app.url}/oidc/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(created.body.client.client_id)}:${encodeURIComponent(created.body.client_secret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ property(id: "${property.id}") { id name } }` }),
    });
    const body = (await response.json()) as { data?: { property: { name: string } | null }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data?.property?.name).toBe('Terms Cottage');
  });
});
