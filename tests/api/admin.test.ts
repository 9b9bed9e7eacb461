import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

let app: TestApp;
let a: Side;
let b: Side;
const token = {} as Record<'admin' | 'brand' | 'agent' | 'brandB', string>;

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
}
const db = () => app.database!.db;
const email = () => `person-${Math.random().toString(36).slice(2, 10)}@example.com`;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a, b } = await buildTwoBrands(db()));
  token.admin = await tokenFor(a.users.administrator.id);
  token.brand = await tokenFor(a.users.brandAdmin.id);
  token.agent = await tokenFor(a.users.agent.id);
  token.brandB = await tokenFor(b.users.brandAdmin.id);
});
afterAll(() => app?.close());

describe('agencies and firms', () => {
  it('a brand admin lists only the agencies under their brand, with the brand named', async () => {
    const response = await callApi(app.url, 'GET', '/admin/agencies', { token: token.brand });
    expect(response.status).toBe(200);
    const names = response.body.map((o: { name: string }) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Agency A', 'Simple A Ltd']));
    expect(names).not.toContain('Agency B');
    expect(response.body.find((o: { name: string }) => o.name === 'Agency A')).toMatchObject({
      parent_name: 'Brand A',
      type: 2,
      num_agents: 2,
      num_properties: expect.any(Number),
    });
  });

  it('an administrator must choose the brand and the default phase; the messages say which', async () => {
    const noBrand = await callApi(app.url, 'POST', '/agency', {
      token: token.admin,
      body: { name: 'Hill & Co', default_phase: 1 },
    });
    expect(noBrand).toMatchObject({ status: 400, body: { error: { message: MESSAGES.brandRequired } } });
    const noPhase = await callApi(app.url, 'POST', '/agency', {
      token: token.admin,
      body: { name: 'Hill & Co', brand: a.brand.id },
    });
    expect(noPhase).toMatchObject({ status: 400, body: { error: { message: MESSAGES.defaultPhaseRequired } } });
    const blank = await callApi(app.url, 'POST', '/agency', {
      token: token.admin,
      body: { name: '   ', brand: a.brand.id, default_phase: 1 },
    });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: MESSAGES.nameRequired } } });
    const notBrand = await callApi(app.url, 'POST', '/agency', {
      token: token.admin,
      body: { name: 'Hill & Co', brand: a.agency.id, default_phase: 1 },
    });
    expect(notBrand).toMatchObject({ status: 400, body: { error: { message: MESSAGES.notABrand(a.agency.id) } } });
    const created = await callApi(app.url, 'POST', '/agency', {
      token: token.admin,
      body: { name: 'Hill & Co', brand: a.brand.id, default_phase: 2 },
    });
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Hill & Co', parent_name: 'Brand A', default_phase: { id: 2, label: 'Contract Ready' } },
    });
  });

  it('a brand admin’s new agency goes under their brand and appears in their list', async () => {
    const created = await callApi(app.url, 'POST', '/agency', {
      token: token.brand,
      body: { name: 'Brand A Lettings' },
    });
    expect(created).toMatchObject({ status: 201, body: { parent_name: 'Brand A' } });
    const list = await callApi(app.url, 'GET', '/admin/agencies', { token: token.brand });
    expect(list.body.map((o: { id: number }) => o.id)).toContain(created.body.id);
  });

  it('the TA6 trial is switched per agency by an administrator, and refused on a firm through the agency route', async () => {
    const on = await callApi(app.url, 'PUT', `/agency/${a.agency.id}`, {
      token: token.admin,
      body: { new_ta6_trial: 1 },
    });
    expect(on).toMatchObject({ status: 200, body: { id: a.agency.id, ta6_trial: 1 } });
    const firm = await callApi(app.url, 'PUT', `/agency/${a.firm.id}`, {
      token: token.admin,
      body: { new_ta6_trial: 1 },
    });
    expect(firm).toMatchObject({ status: 400, body: { error: { message: MESSAGES.ta6TrialAgenciesOnly } } });
    expect(
      (await callApi(app.url, 'PUT', `/agency/${a.agency.id}`, { token: token.brand, body: { new_ta6_trial: 0 } }))
        .status,
    ).toBe(403);
    const off = await callApi(app.url, 'PUT', `/agency/${a.agency.id}`, {
      token: token.admin,
      body: { new_ta6_trial: 0 },
    });
    expect(off.body.ta6_trial).toBe(0);
  });

  it('a firm is added under the brand and listed', async () => {
    const created = await callApi(app.url, 'POST', '/solicitorsfirm', {
      token: token.brand,
      body: { name: 'Quill Legal' },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Quill Legal', type: 3, parent_name: 'Brand A' } });
    const list = await callApi(app.url, 'GET', '/admin/solicitors-firms', { token: token.brand });
    expect(list.body.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Firm A', 'Quill Legal']));
  });

  it('brands show their agencies and credits', async () => {
    const list = await callApi(app.url, 'GET', '/admin/brands', { token: token.admin });
    expect(list.body.find((o: { id: number }) => o.id === a.brand.id)).toMatchObject({
      name: 'Brand A',
      credits: -1,
      num_agencies: expect.any(Number),
    });
  });

  it('the organisation view lists every question but uploads with the phases it is asked in', async () => {
    const config = await callApi(app.url, 'GET', `/organisation/${a.agency.id}/phase-config`, { token: token.agent });
    expect(config.status).toBe(200);
    expect(config.body.phases.map((p: { label: string }) => p.label)).toEqual([
      'Move Ready',
      'Contract Ready',
      'Exchange Ready',
    ]);
    const questions = config.body.questionnaires.flatMap(
      (q: { sections: { groups: { questions: { type: string }[] }[] }[] }) =>
        q.sections.flatMap((s) => s.groups.flatMap((g) => g.questions)),
    );
    expect(questions.length).toBeGreaterThan(50);
    expect(questions.some((q: { type: string }) => q.type === 'upload')).toBe(false);
  });
});

describe('agents, solicitors and movers', () => {
  it('adds an agent of each type the caller may add; a brand admin may not add a simple user', async () => {
    const agent = await callApi(app.url, 'POST', '/agent', {
      token: token.brand,
      body: { name: 'Ava Agent', email: email(), agency: a.agency.id, agentType: 'agent' },
    });
    expect(agent).toMatchObject({
      status: 201,
      body: { name: 'Ava Agent', role: ROLE.agent, organisation: a.agency.id, organisation_name: 'Agency A' },
    });
    const simple = await callApi(app.url, 'POST', '/agent', {
      token: token.brand,
      body: { name: 'Sam Simple', email: email(), agency: a.agency.id, agentType: 'simple' },
    });
    expect(simple).toMatchObject({ status: 403, body: { error: { message: MESSAGES.agentTypeNotAllowed } } });
    const bySimpleAdmin = await callApi(app.url, 'POST', '/agent', {
      token: token.admin,
      body: { name: 'Sam Simple', email: email(), agency: a.agency.id, agentType: 'simple' },
    });
    expect(bySimpleAdmin.body.role).toBe(ROLE.simple);
    const brandInAgency = await callApi(app.url, 'POST', '/agent', {
      token: token.admin,
      body: { name: 'Bea Brand', email: email(), agency: a.agency.id, agentType: 'brand' },
    });
    expect(brandInAgency.status).toBe(400);
  });

  it('refuses an email that already has an account, and a malformed one', async () => {
    const taken = await callApi(app.url, 'POST', '/agent', {
      token: token.admin,
      body: { name: 'Dup', email: a.users.agent.email, agency: a.agency.id },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { error: { message: MESSAGES.emailInUse(a.users.agent.email) } },
    });
    expect(
      (
        await callApi(app.url, 'POST', '/agent', {
          token: token.admin,
          body: { name: 'Bad', email: 'not-an-email', agency: a.agency.id },
        })
      ).status,
    ).toBe(400);
  });

  it('a new agent can sign in: their account exists with the same id and a verified email', async () => {
    const address = email();
    const added = await callApi(app.url, 'POST', '/solicitor', {
      token: token.admin,
      body: { name: 'Sol Icitor', email: address, firm: a.firm.id },
    });
    expect(added).toMatchObject({ status: 201, body: { role: ROLE.solicitor, organisation: a.firm.id } });
    const account = await db()
      .selectFrom('identity_accounts')
      .selectAll()
      .where('id', '=', added.body.id)
      .executeTakeFirst();
    expect(account).toMatchObject({ email: address, email_verified: true, password_hash: null });
  });

  it('moving an agent to another agency hands their properties to the take-over agent', async () => {
    const mover = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    const colleague = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    const property = await createProperty(db(), { name: 'Moved House', agencyId: a.agency.id, ownerId: mover.id });
    const moved = await callApi(app.url, 'PUT', `/agent/${mover.id}/organisation`, {
      token: token.admin,
      body: { organisation_id: a.simpleOrg.id, take_over_agent_id: colleague.id },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { agent: { organisation: a.simpleOrg.id, organisation_name: 'Simple A Ltd' }, properties_transferred: 1 },
    });
    const owner = await db()
      .selectFrom('properties')
      .select('owner_id')
      .where('id', '=', property.id)
      .executeTakeFirstOrThrow();
    expect(owner.owner_id).toBe(colleague.id);
  });

  it('the take-over agent must work for the agent’s current organisation; the same organisation is refused', async () => {
    const mover = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    const bad = await callApi(app.url, 'PUT', `/agent/${mover.id}/organisation`, {
      token: token.admin,
      body: { organisation_id: a.simpleOrg.id, take_over_agent_id: b.users.agent.id },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: MESSAGES.takeOverAgentInvalid } } });
    const same = await callApi(app.url, 'PUT', `/agent/${mover.id}/organisation`, {
      token: token.admin,
      body: { organisation_id: a.agency.id },
    });
    expect(same).toMatchObject({ status: 400, body: { error: { message: MESSAGES.sameOrganisation } } });
    const outside = await callApi(app.url, 'PUT', `/agent/${mover.id}/organisation`, {
      token: token.brand,
      body: { organisation_id: b.agency.id },
    });
    expect(outside.status).toBe(404);
  });

  it('an agent who owns properties is removed only by transferring them; removal keeps the account as a home mover', async () => {
    const leaving = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    const successor = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    await createProperty(db(), { name: 'Kept House', agencyId: a.agency.id, ownerId: leaving.id });
    const refused = await callApi(app.url, 'DELETE', `/agent/${leaving.id}`, { token: token.brand });
    expect(refused).toMatchObject({ status: 409, body: { error: { message: MESSAGES.agentOwnsProperties(1) } } });
    const removed = await callApi(app.url, 'PUT', `/agent/${leaving.id}/transfer-remove`, {
      token: token.brand,
      body: { new_agent_id: successor.id },
    });
    expect(removed).toMatchObject({
      status: 200,
      body: { agent: { role: ROLE.homeMover, organisation: null }, properties_transferred: 1 },
    });
    const agents = await callApi(app.url, 'GET', '/admin/agents', { token: token.brand });
    expect(agents.body.map((p: { id: string }) => p.id)).not.toContain(leaving.id);
    expect(
      (await callApi(app.url, 'DELETE', `/agent/${a.users.administrator.id}`, { token: token.admin })).body.error
        .message,
    ).toBe(MESSAGES.cannotRemoveSelf);
  });

  it('a brand admin lists their staff and their sellers; not another brand’s', async () => {
    const agents = await callApi(app.url, 'GET', '/admin/agents', { token: token.brand });
    const ids = agents.body.map((p: { id: string }) => p.id);
    expect(ids).toContain(a.users.agent.id);
    expect(ids).not.toContain(b.users.agent.id);
    const movers = await callApi(app.url, 'GET', '/admin/movers', { token: token.brand });
    expect(movers.body.map((p: { id: string }) => p.id)).toContain(a.users.homeMover.id);
    expect(movers.body.map((p: { id: string }) => p.id)).not.toContain(b.users.homeMover.id);
    expect(movers.body.find((p: { id: string }) => p.id === a.users.homeMover.id).num_properties).toBeGreaterThan(0);
  });
});

describe('user search', () => {
  it('finds users by part of their email, and asks for an email when none is given', async () => {
    const found = await callApi(
      app.url,
      'GET',
      `/users/search?email=${encodeURIComponent(a.users.agent.email.toUpperCase())}`,
      { token: token.admin },
    );
    expect(found.body).toEqual([
      { id: a.users.agent.id, name: expect.any(String), email: a.users.agent.email, role: ROLE.agent },
    ]);
    const empty = await callApi(app.url, 'GET', '/users/search?email=%20', { token: token.admin });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: MESSAGES.enterEmail } } });
    const none = await callApi(app.url, 'GET', '/users/search?email=nobody-at-all', { token: token.admin });
    expect(none.body).toEqual([]);
  });

  it('an administrator cannot change the role of a user with properties', async () => {
    const owner = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id });
    await createProperty(db(), { name: 'Owned House', agencyId: a.agency.id, ownerId: owner.id });
    const response = await callApi(app.url, 'PUT', `/user/${owner.id}`, {
      token: token.admin,
      body: { role: ROLE.brandAdmin },
    });
    expect(response).toMatchObject({
      status: 409,
      body: { error: { message: 'You cannot change the role of a user with properties.' } },
    });
  });
});

describe('admin properties list', () => {
  it('filters by agency and phase, limits to a creation date range, searches, and offers the filter values', async () => {
    const early = await createProperty(db(), { name: 'Filter Early Cottage', agencyId: a.agency.id, phaseId: 2 });
    await db()
      .updateTable('properties')
      .set({ created_at: new Date('2020-01-05T00:00:00Z') })
      .where('id', '=', early.id)
      .execute();
    await createProperty(db(), { name: 'Filter Late Cottage', agencyId: a.simpleOrg.id, phaseId: 1 });
    const list = (query: string) => callApi(app.url, 'GET', `/admin/properties?${query}`, { token: token.brand });

    const byAgency = await list(
      `search=Filter&filters=${encodeURIComponent(JSON.stringify({ agency: String(a.agency.id) }))}`,
    );
    expect(byAgency.body.properties.map((p: { name: string }) => p.name)).toEqual(['Filter Early Cottage']);
    const byPhase = await list(`search=Filter&filters=${encodeURIComponent(JSON.stringify({ phase: '1' }))}`);
    expect(byPhase.body.properties.map((p: { name: string }) => p.name)).toEqual(['Filter Late Cottage']);
    const byDate = await list(`search=Filter&created_before=2021-01-01T00:00:00Z`);
    expect(byDate.body.properties.map((p: { name: string }) => p.name)).toEqual(['Filter Early Cottage']);
    expect(byDate.body.pagination).toEqual({ page: 1, page_size: 50, total: 1, total_pages: 1 });

    const options = byDate.body.filter_options as { name: string; values: { label: string }[] }[];
    expect(options.map((o) => o.name)).toEqual(['agency', 'phase']);
    expect(options[0].values.map((v) => v.label)).not.toContain('Agency B');
    const adminOptions = (await callApi(app.url, 'GET', '/admin/properties', { token: token.admin })).body
      .filter_options;
    expect(adminOptions.map((o: { name: string }) => o.name)).toEqual(['brand', 'agency', 'phase']);
  });

  it('refuses filters that are not a JSON object of known names', async () => {
    for (const filters of ['nope', '[1]', '{"colour":"red"}', '{"agency":"1; drop"}']) {
      const response = await callApi(app.url, 'GET', `/admin/properties?filters=${encodeURIComponent(filters)}`, {
        token: token.admin,
      });
      expect(response).toMatchObject({ status: 400, body: { error: { message: MESSAGES.invalidFilters } } });
    }
  });

  it('the GraphQL list costs a constant number of REST calls whatever the page size', async () => {
    const query =
      'query($n: Int) { adminProperties(pageSize: $n) { nodes { id name owner: ownerName } pageInfo { total } filterOptions { name values { label } } } }';
    const small = await callGraphql(app.url, query, { token: token.admin, variables: { n: 1 } });
    const large = await callGraphql(app.url, query, { token: token.admin, variables: { n: 100 } });
    expect(small.body.errors).toBeUndefined();
    expect(large.body.data.adminProperties.nodes.length).toBeGreaterThan(1);
    expect(large.upstreamCalls).toBe(small.upstreamCalls);
  });
});
