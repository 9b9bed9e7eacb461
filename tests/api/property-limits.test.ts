import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { propertiesCreatedThisMonth } from '../../server/store/platform-settings.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * Credits and the monthly limit are decided inside the insert's transaction. Run with
 * DATABASE_URL set to prove it on PostgreSQL, where requests really run side by side.
 */
let app: TestApp;
let adminToken: string;
const title = buildSampleTitles().find((t) => t.result.Address.BuildingName === 'Hill House')!.result.TitleNumber;
const address = {
  building_name: 'Hill House',
  thoroughfare: 'Cecily Hill',
  town_or_city: 'Cirencester',
  hop_post_code: 'GL7 1EE',
};

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

async function agencyWithAgents(credits: number, agents: number) {
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, credits });
  const tokens = [];
  for (let i = 0; i < agents; i++)
    tokens.push(await tokenFor((await createUser(db, { role: ROLE.agent, organisationId: agency.id })).id));
  return { agency, tokens };
}

const add = (token: string) => callApi(app.url, 'POST', '/property', { token, body: { TitleNumber: title, address } });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const platform = await createOrganisation(app.database!.db, { type: 1 });
  adminToken = await tokenFor(
    (await createUser(app.database!.db, { role: ROLE.administrator, organisationId: platform.id })).id,
  );
});
beforeEach(async () => {
  await callApi(app.url, 'POST', '/admin/monthly-limit', { token: adminToken, body: { value: -1 } });
});
afterAll(() => app?.close());

describe('credits when agents add at the same moment', () => {
  it('eight simultaneous adds against three credits create exactly three properties and leave 0 credits', async () => {
    const { agency, tokens } = await agencyWithAgents(3, 8);
    const statuses = (await Promise.all(tokens.map(add))).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    const db = app.database!.db;
    expect(
      (await db.selectFrom('organisations').select('credits').where('id', '=', agency.id).executeTakeFirstOrThrow())
        .credits,
    ).toBe(0);
    expect(await db.selectFrom('properties').select('id').where('agency_id', '=', agency.id).execute()).toHaveLength(3);
  });
});

describe('the monthly limit (GET/POST /admin/monthly-limit)', () => {
  it('reads and sets the limit with this month’s count; -1 is unlimited', async () => {
    const before = await callApi(app.url, 'GET', '/admin/monthly-limit', { token: adminToken });
    expect(before.body).toEqual({ value: -1, used_this_month: await propertiesCreatedThisMonth(app.database!.db) });
    const set = await callApi(app.url, 'POST', '/admin/monthly-limit', { token: adminToken, body: { value: 250 } });
    expect(set.status).toBe(200);
    expect(set.body.value).toBe(250);
    expect((await callApi(app.url, 'GET', '/admin/monthly-limit', { token: adminToken })).body.value).toBe(250);
  });

  it('refuses values below -1 or not whole numbers, and anyone but an administrator', async () => {
    expect(
      (await callApi(app.url, 'POST', '/admin/monthly-limit', { token: adminToken, body: { value: -2 } })).status,
    ).toBe(400);
    expect(
      (await callApi(app.url, 'POST', '/admin/monthly-limit', { token: adminToken, body: { value: 1.5 } })).status,
    ).toBe(400);
    const { tokens } = await agencyWithAgents(-1, 1);
    expect(
      (await callApi(app.url, 'POST', '/admin/monthly-limit', { token: tokens[0], body: { value: 5 } })).status,
    ).toBe(403);
    expect((await callApi(app.url, 'GET', '/admin/monthly-limit', { token: tokens[0] })).status).toBe(403);
  });

  it('lets simultaneous adds from different agencies fill the month’s last places and no more', async () => {
    const used = await propertiesCreatedThisMonth(app.database!.db);
    await callApi(app.url, 'POST', '/admin/monthly-limit', { token: adminToken, body: { value: used + 2 } });
    const first = await agencyWithAgents(-1, 3);
    const second = await agencyWithAgents(10, 3);
    const responses = await Promise.all([...first.tokens, ...second.tokens].map(add));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = responses.filter((r) => r.status === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0].body.error.message).toBe(
      'The monthly limit for new properties has been reached. Please try again next month or get in touch with us.',
    );
    expect(await propertiesCreatedThisMonth(app.database!.db)).toBe(used + 2);
    // A refused add spends no credit.
    const credits = (
      await app
        .database!.db.selectFrom('organisations')
        .select('credits')
        .where('id', '=', second.agency.id)
        .executeTakeFirstOrThrow()
    ).credits;
    const createdBySecond = (
      await app.database!.db.selectFrom('properties').select('id').where('agency_id', '=', second.agency.id).execute()
    ).length;
    expect(credits).toBe(10 - createdBySecond);
  });
});
