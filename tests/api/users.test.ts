import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;

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
});
afterAll(() => app?.close());

describe('user record', () => {
  it('GET /user/{own id} returns the detail record with organisation and properties', async () => {
    const response = await callApi(app.url, 'GET', '/user/demo-agent', { token: await tokenFor('demo-agent') });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 'demo-agent',
      role: 2,
      email: 'agent@example.com',
      organisation: { name: 'Cotswold Homes', parent_name: 'Move Ready', credits: 25 },
    });
    expect(response.body.properties.length).toBeGreaterThan(0);
  });

  it.each(['demo-solicitor', 'demo-agent', 'demo-brand'])(
    'a seller’s record read by %s names only properties that reader can open',
    async (reader) => {
      const token = await tokenFor(reader);
      for (const seller of ['demo-mover', 'seed-seller-jo', 'seed-seller-kit', 'seed-seller-lee']) {
        const record = await callApi(app.url, 'GET', `/user/${seller}`, { token });
        if (record.status === 404) continue;
        expect(record.status).toBe(200);
        for (const property of record.body.properties as { id: number; name: string }[]) {
          const opened = await callApi(app.url, 'GET', `/property/${property.id}`, { token });
          expect({ seller, property: property.id, status: opened.status }).toEqual({
            seller,
            property: property.id,
            status: 200,
          });
          expect(opened.body.name).toBe(property.name);
        }
      }
    },
  );

  it('the demo solicitor reads the demo home mover’s record and sees just the properties shared with the firm', async () => {
    const token = await tokenFor('demo-solicitor');
    const record = await callApi(app.url, 'GET', '/user/demo-mover', { token });
    const list = await callApi(app.url, 'GET', '/properties?page_size=100', { token });
    const visible = new Set((list.body.properties as { id: number }[]).map((p) => p.id));
    expect(record.body.properties.length).toBeGreaterThan(0);
    expect(record.body.properties.every((p: { id: number }) => visible.has(p.id))).toBe(true);
  });

  it('hides other users as 404, except from administrators', async () => {
    expect((await callApi(app.url, 'GET', '/user/demo-agent', { token: await tokenFor('demo-mover') })).status).toBe(
      404,
    );
    expect((await callApi(app.url, 'GET', '/user/demo-agent', { token: await tokenFor('demo-admin') })).status).toBe(
      200,
    );
    expect((await callApi(app.url, 'GET', '/user/nobody-here', { token: await tokenFor('demo-admin') })).status).toBe(
      404,
    );
  });

  it('PUT /user/{own id} stores the name and email from the identity provider', async () => {
    const user = await createUser(app.database!.db, { role: ROLE.homeMover, acceptedTerms: false });
    const token = await tokenFor(user.id);
    const response = await callApi(app.url, 'PUT', `/user/${user.id}`, {
      token,
      body: { displayName: '  Pat Seller ', email: 'pat@example.com', role: 1, accepted_tcs: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      displayName: 'Pat Seller',
      email: 'pat@example.com',
      role: 1,
      accepted_tcs: false,
    });
    expect((await callApi(app.url, 'GET', `/user/${user.id}`, { token })).body.displayName).toBe('Pat Seller');
  });

  it('refuses a malformed email with 400 and changes nothing', async () => {
    const user = await createUser(app.database!.db, { role: ROLE.homeMover, email: 'keep@example.com' });
    const token = await tokenFor(user.id);
    const response = await callApi(app.url, 'PUT', `/user/${user.id}`, { token, body: { email: 'not-an-email' } });
    expect(response.status).toBe(400);
    expect((await callApi(app.url, 'GET', `/user/${user.id}`, { token })).body.email).toBe('keep@example.com');
  });

  it('lets only an administrator change a role', async () => {
    const user = await createUser(app.database!.db, { role: ROLE.homeMover });
    const own = await callApi(app.url, 'PUT', `/user/${user.id}`, {
      token: await tokenFor(user.id),
      body: { role: 100 },
    });
    expect(own.status).toBe(403);
    const byAdmin = await callApi(app.url, 'PUT', `/user/${user.id}`, {
      token: await tokenFor('demo-admin'),
      body: { role: 20 },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.role).toBe(20);
  });

  it('refuses to change the role of a user who owns properties', async () => {
    const response = await callApi(app.url, 'PUT', '/user/demo-agent', {
      token: await tokenFor('demo-admin'),
      body: { role: 4 },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('You cannot change the role of a user with properties.');
  });

  it('refuses unknown roles and organisations', async () => {
    const token = await tokenFor('demo-admin');
    expect((await callApi(app.url, 'PUT', '/user/demo-mover', { token, body: { role: 7 } })).status).toBe(400);
    expect(
      (await callApi(app.url, 'PUT', '/user/demo-mover', { token, body: { organisation_id: 999999 } })).status,
    ).toBe(400);
    expect(
      (await callApi(app.url, 'PUT', '/user/demo-mover', { token, body: { organisation_id: 'abc' } })).status,
    ).toBe(400);
  });

  it('PUT /user for someone else answers 404 to a non-administrator', async () => {
    expect(
      (
        await callApi(app.url, 'PUT', '/user/demo-agent', {
          token: await tokenFor('demo-mover'),
          body: { displayName: 'Hijack' },
        })
      ).status,
    ).toBe(404);
  });

  it('PUT /accept records the acceptance of the terms', async () => {
    const user = await createUser(app.database!.db, { role: ROLE.homeMover, acceptedTerms: false });
    const token = await tokenFor(user.id);
    const response = await callApi(app.url, 'PUT', '/accept', { token });
    expect(response.status).toBe(200);
    expect(response.body.user.accepted_tcs).toBe(true);
    expect((await callApi(app.url, 'GET', '/properties', { token })).body.user.accepted_tcs).toBe(true);
  });
});

describe('phases and health', () => {
  it('GET /phases lists the three phases in order', async () => {
    const response = await callApi(app.url, 'GET', '/phases', { token: await tokenFor('demo-mover') });
    expect(response.body.phases).toEqual([
      { id: 1, label: 'Move Ready', next_phase: 2 },
      { id: 2, label: 'Contract Ready', next_phase: 3 },
      { id: 3, label: 'Exchange Ready', next_phase: null },
    ]);
  });

  it('GET /phases answers what the database holds, and signs in a user it has not seen before', async () => {
    const db = app.database!.db;
    const stored = await db
      .selectFrom('phases')
      .select(['id', 'label', 'next_phase_id as next_phase'])
      .orderBy('id')
      .execute();
    const newcomer = `u-${randomUUID()}`;
    const response = await callApi(app.url, 'GET', '/phases', { token: await tokenFor(newcomer) });
    expect(response.status).toBe(200);
    expect(response.body.phases).toEqual(stored);
    const user = await db.selectFrom('users').select('role').where('id', '=', newcomer).executeTakeFirst();
    expect(user?.role).toBe(ROLE.homeMover);
  });

  it('GET /health reports the database without a sign-in', async () => {
    const response = await callApi(app.url, 'GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
  });

  it('answers unknown routes with 404 in the JSON error shape', async () => {
    const response = await callApi(app.url, 'GET', '/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
