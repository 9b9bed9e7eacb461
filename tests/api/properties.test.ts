import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { DEMO_PROPERTY_COUNT } from '../../server/demo/seed.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
const tokens: Record<string, string> = {};

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 600,
  });
}

beforeAll(async () => {
  app = await startTestApp();
  for (const id of ['demo-admin', 'demo-simple', 'demo-solicitor', 'demo-brand', 'demo-agent', 'demo-mover'])
    tokens[id] = await tokenFor(id);
});
afterAll(() => app?.close());

describe('GET /properties', () => {
  it('lists the mover’s properties newest first, 30 to a page, with the user block', async () => {
    const first = await callApi(app.url, 'GET', '/properties?page=1&page_size=30', { token: tokens['demo-mover'] });
    expect(first.status).toBe(200);
    expect(first.body.properties).toHaveLength(30);
    expect(first.body.pagination).toEqual({ page: 1, page_size: 30, total: 36, total_pages: 2 });
    expect(first.body.user).toMatchObject({ id: 'demo-mover', role: 1, accepted_tcs: true, organisation: null });
    const created = first.body.properties.map((p: { created_at: string }) => p.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await callApi(app.url, 'GET', '/properties?page=2&page_size=30', { token: tokens['demo-mover'] });
    expect(second.body.properties).toHaveLength(6);
    const ids = new Set([...first.body.properties, ...second.body.properties].map((p: { id: number }) => p.id));
    expect(ids.size).toBe(36);
  });

  it('gives each role its own view of the portfolio', async () => {
    const count = async (id: string) =>
      (await callApi(app.url, 'GET', '/properties?page_size=100', { token: tokens[id] })).body.pagination.total;
    expect(await count('demo-admin')).toBe(DEMO_PROPERTY_COUNT);
    expect(await count('demo-agent')).toBe(40);
    expect(await count('demo-brand')).toBe(44);
    expect(await count('demo-solicitor')).toBe(20);
    expect(await count('demo-simple')).toBe(4);
  });

  it('leaves out completion, phase, activity, agency and solicitor fields for simple users', async () => {
    const { body } = await callApi(app.url, 'GET', '/properties', { token: tokens['demo-simple'] });
    for (const property of body.properties) {
      for (const hidden of [
        'complete',
        'phase',
        'completed_phases',
        'last_sign_in',
        'agencies_names',
        'solicitors_names',
        'user_emails',
      ]) {
        expect(property).not.toHaveProperty(hidden);
      }
    }
  });

  it('never sends sellers the "Who can see this" lists', async () => {
    const { body } = await callApi(app.url, 'GET', '/properties', { token: tokens['demo-mover'] });
    expect(body.properties[0]).toHaveProperty('complete');
    expect(body.properties[0]).not.toHaveProperty('agencies_names');
    expect(body.properties[0]).not.toHaveProperty('solicitors_names');
  });

  it('shows agents the meta fields: sellers’ emails, agencies and last sign-in', async () => {
    const { body } = await callApi(app.url, 'GET', '/properties', { token: tokens['demo-agent'] });
    const withSellers = body.properties.find((p: { user_emails: string[] }) => p.user_emails.length > 0);
    expect(withSellers.user_emails).toContain('mover@example.com');
    expect(withSellers.agencies_names).toContain('Cotswold Homes');
  });

  it('searches by name, city and postcode, treating wildcards and SQL as plain text', async () => {
    const oxford = await callApi(app.url, 'GET', '/properties?search=oxford', { token: tokens['demo-admin'] });
    expect(oxford.body.properties.length).toBeGreaterThan(0);
    expect(oxford.body.properties.every((p: { city: string }) => p.city === 'Oxford')).toBe(true);
    for (const search of ['%', '_', "' OR 1=1 --", "x'; DROP TABLE properties; --", '../../etc/passwd']) {
      const response = await callApi(app.url, 'GET', `/properties?search=${encodeURIComponent(search)}`, {
        token: tokens['demo-mover'],
      });
      expect(response.status).toBe(200);
      expect(response.body.properties).toEqual([]);
    }
    expect(
      (await callApi(app.url, 'GET', '/properties?page_size=100', { token: tokens['demo-admin'] })).body.pagination
        .total,
    ).toBe(DEMO_PROPERTY_COUNT);
  });

  it('lists deleted properties only when asked with deleted=1', async () => {
    const agency = await createOrganisation(app.database!.db, { type: 2 });
    const agent = await createUser(app.database!.db, { role: ROLE.agent, organisationId: agency.id });
    await createProperty(app.database!.db, { agencyId: agency.id, name: 'Gone House', deleted: true });
    await createProperty(app.database!.db, { agencyId: agency.id, name: 'Live House' });
    const token = await tokenFor(agent.id);
    const live = await callApi(app.url, 'GET', '/properties', { token });
    expect(live.body.properties.map((p: { name: string }) => p.name)).toEqual(['Live House']);
    const deleted = await callApi(app.url, 'GET', '/properties?deleted=1', { token });
    expect(deleted.body.properties.map((p: { name: string }) => p.name)).toEqual(['Gone House']);
  });

  it('answers an empty page past the end with the right totals', async () => {
    const { status, body } = await callApi(app.url, 'GET', '/properties?page=9', { token: tokens['demo-mover'] });
    expect(status).toBe(200);
    expect(body.properties).toEqual([]);
    expect(body.pagination).toMatchObject({ page: 9, total: 36, total_pages: 2 });
  });

  it.each([
    ['page_size=0'],
    ['page_size=10000'],
    ['page_size=-5'],
    ['page=0'],
    ['page=abc'],
    ['page=1.5'],
    ['deleted=2'],
    ['deleted=true'],
    [`search=${'x'.repeat(201)}`],
  ])('refuses %s with 400 and the JSON error shape', async (query) => {
    const response = await callApi(app.url, 'GET', `/properties?${query}`, { token: tokens['demo-mover'] });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
    expect(typeof response.body.error.message).toBe('string');
  });
});

describe('GET /property/{id}', () => {
  it('returns a property the viewer sells', async () => {
    const list = await callApi(app.url, 'GET', '/properties', { token: tokens['demo-mover'] });
    const id = list.body.properties[0].id;
    const response = await callApi(app.url, 'GET', `/property/${id}`, { token: tokens['demo-mover'] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, is_seller: true, name: list.body.properties[0].name });
  });

  it('answers 404, never 403, for a property outside the viewer’s tenancy', async () => {
    const agencyB = await createOrganisation(app.database!.db, { type: 2 });
    const hidden = await createProperty(app.database!.db, { agencyId: agencyB.id, name: 'Elsewhere' });
    for (const id of ['demo-mover', 'demo-agent', 'demo-solicitor', 'demo-brand', 'demo-simple']) {
      const response = await callApi(app.url, 'GET', `/property/${hidden.id}`, { token: tokens[id] });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: `Property not found with id ${hidden.id}.` });
    }
    expect((await callApi(app.url, 'GET', `/property/${hidden.id}`, { token: tokens['demo-admin'] })).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await callApi(app.url, 'GET', '/property/999999', { token: tokens['demo-admin'] })).status).toBe(404);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', "1'%20OR%20'1'='1", '1;DROP%20TABLE%20users'])(
    'refuses id %s with 400',
    async (id) => {
      const response = await callApi(app.url, 'GET', `/property/${id}`, { token: tokens['demo-admin'] });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('BAD_REQUEST');
    },
  );
});
