import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
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
  app = await startTestApp({ DEMO: '0' });
});
afterAll(() => app?.close());

describe('POST /credits/request', () => {
  it('records one request per organisation and day; asking again returns the same request', async () => {
    const agency = await createOrganisation(app.database!.db, { type: 2, credits: 0 });
    const agent = await createUser(app.database!.db, { role: ROLE.agent, organisationId: agency.id });
    const colleague = await createUser(app.database!.db, { role: ROLE.agent, organisationId: agency.id });
    const first = await callApi(app.url, 'POST', '/credits/request', { token: await tokenFor(agent.id) });
    expect(first.status).toBe(201);
    const again = await callApi(app.url, 'POST', '/credits/request', { token: await tokenFor(colleague.id) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const rows = await app
      .database!.db.selectFrom('credit_requests')
      .selectAll()
      .where('organisation_id', '=', agency.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(agent.id);
  });

  it('answers 409 to someone who belongs to no organisation', async () => {
    const loner = await createUser(app.database!.db, { role: ROLE.simple, organisationId: null });
    const response = await callApi(app.url, 'POST', '/credits/request', { token: await tokenFor(loner.id) });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('Credits belong to an organisation, and you are not part of one.');
  });

  it('refuses sellers, who cannot add properties, with 403', async () => {
    const seller = await createUser(app.database!.db, { role: ROLE.homeMover });
    expect((await callApi(app.url, 'POST', '/credits/request', { token: await tokenFor(seller.id) })).status).toBe(403);
  });
});
