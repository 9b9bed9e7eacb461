import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ACCESS, REST_ACCESS, type GraphqlOutcome, type RestOutcome } from '../fixtures/access-expectations.ts';
import type { RoleName } from '../../domain/roles.ts';
import { buildGatewaySchema } from '../../server/gateway/schema.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { callApi, callGraphql, callGraphqlUpload } from '../fixtures/http.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { makeMoveReady } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { createProperty } from '../fixtures/factories.ts';
import { createUser } from '../fixtures/factories.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { ROLE } from '../../domain/roles.ts';
import { createApiClient } from '../../server/store/api-clients.ts';
import { insertWebhookSubscription } from '../../server/store/webhooks.ts';

/**
 * Every REST route and GraphQL root field, called as anonymous, as each role on an object inside
 * its tenancy and as each role on an object outside it, against the expected outcomes written in
 * tests/fixtures/access-expectations.ts.
 */
const ROLES: RoleName[] = ['administrator', 'simple', 'solicitor', 'brandAdmin', 'agent', 'homeMover'];
type Where = 'inside' | 'outside';
type Caller = { role: RoleName | 'anonymous'; where: Where };

let app: TestApp;
let world: { a: Side; b: Side };
let tokens = {} as Record<RoleName, string>;
let cases = 0;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  world = await buildTwoBrands(app.database!.db);
  tokens = await webTokensFor(app.database!.db, app.publicUrl, world.a.users);
});
afterAll(async () => {
  await app?.close();
  console.log(`\naccess matrix: ${cases} cases run`);
  if (process.env.ACCESS_MATRIX_COUNT_FILE) writeFileSync(process.env.ACCESS_MATRIX_COUNT_FILE, String(cases));
});

/** The object a case is about: brand A's for inside, brand B's for outside. */
function target(caller: Caller) {
  const side = caller.where === 'inside' ? world.a : world.b;
  const role = caller.role === 'anonymous' ? 'homeMover' : caller.role;
  const user = caller.where === 'inside' ? world.a.users[role] : world.b.users.homeMover;
  return {
    property: side.property,
    user,
    organisation: caller.where === 'inside' ? world.a.ownOrganisation[role] : world.b.agency.id,
  };
}

type RestRequest = { method: string; path: string; body?: unknown };

/** A document an administrator adds to the target property, for the routes that act on one. */
async function documentOn(caller: Caller): Promise<number> {
  const response = await uploadFiles(app.url, target(caller).property.id, tokens.administrator, [
    { name: 'matrix.png', bytes: PNG },
  ]);
  return response.body!.id;
}

/** A sample title and its address, for the add-property cases; outside cases name brand B's agency as the parent. */
const SAMPLE_TITLE = buildSampleTitles().find((title) => title.result.Address.BuildingName === 'Rose Cottage')!.result
  .TitleNumber;
const SAMPLE_ADDRESS = {
  building_name: 'Rose Cottage',
  thoroughfare: 'Prestbury Road',
  town_or_city: 'Cheltenham',
  hop_post_code: 'GL52 6RT',
};
const parentOf = (caller: Caller) => (caller.where === 'outside' ? world.b.agency.id : undefined);

const REST_REQUESTS: Record<string, (caller: Caller) => RestRequest | Promise<RestRequest>> = {
  'GET /api/health': () => ({ method: 'GET', path: '/health' }),
  'GET /api/openapi.json': () => ({ method: 'GET', path: '/openapi.json' }),
  'GET /api/document-keys': () => ({ method: 'GET', path: '/document-keys' }),
  'GET /api/properties': () => ({ method: 'GET', path: '/properties?page_size=100' }),
  'GET /api/property/:id': (caller) => ({ method: 'GET', path: `/property/${target(caller).property.id}` }),
  'GET /api/property/:id/events': (caller) => ({ method: 'GET', path: `/property/${target(caller).property.id}/events` }),
  'GET /api/property/:id/presence/stream': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/presence/stream`,
  }),
  'PUT /api/property/:id/presence': (caller) => ({
    method: 'PUT',
    path: `/property/${target(caller).property.id}/presence`,
    body: { questionnaire_id: 2, section: 'matrix' },
  }),
  'DELETE /api/property/:id/presence': (caller) => ({
    method: 'DELETE',
    path: `/property/${target(caller).property.id}/presence`,
  }),
  'GET /api/phases': () => ({ method: 'GET', path: '/phases' }),
  'PUT /api/accept': () => ({ method: 'PUT', path: '/accept' }),
  'GET /api/user/:id': (caller) => ({ method: 'GET', path: `/user/${target(caller).user.id}` }),
  'PUT /api/user/:id': (caller) => ({
    method: 'PUT',
    path: `/user/${target(caller).user.id}`,
    body: { displayName: `User ${target(caller).user.id}` },
  }),
  'POST /api/credits/request': () => ({ method: 'POST', path: '/credits/request' }),
  'GET /api/organisation/:id': (caller) => ({ method: 'GET', path: `/organisation/${target(caller).organisation}` }),
  'GET /api/questionnaire/:propertyId/:questionnaireId': (caller) => ({
    method: 'GET',
    path: `/questionnaire/${target(caller).property.id}/2`,
  }),
  'GET /api/questionnaire/:propertyId/:questionnaireId/changes': (caller) => ({
    method: 'GET',
    path: `/questionnaire/${target(caller).property.id}/2/changes?since=0`,
  }),
  'POST /api/questionnaire/:propertyId/:questionnaireId': (caller) => ({
    method: 'POST',
    path: `/questionnaire/${target(caller).property.id}/2`,
    body: { answers: { ta6_2_1_1: '2' } },
  }),
  'POST /api/questionnaire/:propertyId/:questionnaireId/confirm': (caller) => ({
    method: 'POST',
    path: `/questionnaire/${target(caller).property.id}/2/confirm`,
    body: { section: 'environmental' },
  }),
  'GET /api/property/:id/uploads': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/uploads`,
  }),
  'POST /api/upload/:propertyId': (caller) => ({
    method: 'POST',
    path: `/upload/${target(caller).property.id}`,
    body: pngForm(),
  }),
  'POST /api/removeupload/:propertyId': async (caller) => ({
    method: 'POST',
    path: `/removeupload/${target(caller).property.id}`,
    body: { id: await documentOn(caller) },
  }),
  'GET /api/upload/:propertyId/:uploadId': async (caller) => ({
    method: 'GET',
    path: `/upload/${target(caller).property.id}/${await documentOn(caller)}`,
  }),
  'GET /api/address-lookup/:postcode': () => ({ method: 'GET', path: '/address-lookup/GL52%206RT' }),
  'POST /api/enquiry/:id': (caller) => ({
    method: 'POST',
    path: `/enquiry/${target(caller).property.id}`,
    body: { name: 'Help', message: 'Where is the lease?' },
  }),
  'POST /api/land-registry/search': () => ({
    method: 'POST',
    path: '/land-registry/search',
    body: { postCode: 'GL52 6RT' },
  }),
  'POST /api/alto/search/:postcode': () => ({ method: 'POST', path: '/alto/search/GL52%206RT' }),
  'POST /api/property': (caller) => ({
    method: 'POST',
    path: '/property',
    body: { TitleNumber: SAMPLE_TITLE, address: SAMPLE_ADDRESS, parentId: parentOf(caller) },
  }),
  'PUT /api/property/title/add': (caller) => ({
    method: 'PUT',
    path: '/property/title/add',
    body: { title_number: SAMPLE_TITLE, agent_id: -1, agency_id: parentOf(caller) },
  }),
  'GET /api/admin/monthly-limit': () => ({ method: 'GET', path: '/admin/monthly-limit' }),
  'GET /api/admin/jobs/dead-letters': () => ({ method: 'GET', path: '/admin/jobs/dead-letters' }),
  'POST /api/admin/jobs/dead-letters/:id/retry': () => ({
    method: 'POST',
    path: '/admin/jobs/dead-letters/2000000000/retry',
  }),
  'POST /api/admin/jobs/dead-letters/:id/discard': () => ({
    method: 'POST',
    path: '/admin/jobs/dead-letters/2000000000/discard',
  }),
  'POST /api/admin/monthly-limit': () => ({ method: 'POST', path: '/admin/monthly-limit', body: { value: -1 } }),
  'GET /api/agencies': () => ({ method: 'GET', path: '/agencies' }),
  'GET /api/agents/:agency': (caller) => ({ method: 'GET', path: `/agents/${target(caller).organisation}` }),
  'POST /api/inviteseller/:id': (caller) => ({
    method: 'POST',
    path: `/inviteseller/${target(caller).property.id}`,
    body: { email: MATRIX_SELLER },
  }),
  'GET /api/property/:id/invitedsellers': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/invitedsellers`,
  }),
  'DELETE /api/property/:id/seller/:sellerId': async (caller) => ({
    method: 'DELETE',
    path: `/property/${target(caller).property.id}/seller/${await sellerToRemove(caller)}`,
  }),
  'POST /api/property/:id/seller/:sellerId/resend': async (caller) => ({
    method: 'POST',
    path: `/property/${target(caller).property.id}/seller/${await waitingSeller(caller)}/resend`,
  }),
  'GET /api/property/:id/invite-options/:kind': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/invite-options/solicitor`,
  }),
  'POST /api/invitesolicitor/:id': (caller) => ({
    method: 'POST',
    path: `/invitesolicitor/${target(caller).property.id}`,
    body: { name: 'Matrix Solicitor', email: 'matrix-solicitor@example.com' },
  }),
  'POST /api/inviteagent/:id': (caller) => ({
    method: 'POST',
    path: `/inviteagent/${target(caller).property.id}`,
    body: { name: 'Matrix Agent', email: 'matrix-agent@example.com' },
  }),
  'POST /api/invitations/accept': () => ({ method: 'POST', path: '/invitations/accept', body: {} }),
  'DELETE /api/property/:id': async (caller) => ({ method: 'DELETE', path: `/property/${await throwaway(caller)}` }),
  'GET /api/property/:id/owners': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/owners`,
  }),
  'PUT /api/property/:id/owner': (caller) => ({
    method: 'PUT',
    path: `/property/${target(caller).property.id}/owner`,
    body: { owner_id: sideOf(caller).users.agent.id },
  }),
  'PUT /api/property/:id/creator': (caller) => ({
    method: 'PUT',
    path: `/property/${target(caller).property.id}/creator`,
    body: { creator_id: sideOf(caller).users.simple.id },
  }),
  'GET /api/admin/brands': () => ({ method: 'GET', path: '/admin/brands' }),
  'GET /api/admin/agencies': () => ({ method: 'GET', path: '/admin/agencies' }),
  'GET /api/admin/solicitors-firms': () => ({ method: 'GET', path: '/admin/solicitors-firms' }),
  'POST /api/agency': (caller) => ({
    method: 'POST',
    path: '/agency',
    body: { name: 'Matrix Agency', brand: sideOf(caller).brand.id, default_phase: 1 },
  }),
  'POST /api/solicitorsfirm': (caller) => ({
    method: 'POST',
    path: '/solicitorsfirm',
    body: { name: 'Matrix Firm', brand: sideOf(caller).brand.id },
  }),
  'PUT /api/agency/:id': (caller) => ({
    method: 'PUT',
    path: `/agency/${sideOf(caller).agency.id}`,
    body: { new_ta6_trial: 0 },
  }),
  'PUT /api/solicitorsfirm/:id': (caller) => ({
    method: 'PUT',
    path: `/solicitorsfirm/${sideOf(caller).firm.id}`,
    body: { new_ta6_trial: 0 },
  }),
  'GET /api/organisation/:id/phase-config': (caller) => ({
    method: 'GET',
    path: `/organisation/${target(caller).organisation}/phase-config`,
  }),
  'GET /api/admin/agents': () => ({ method: 'GET', path: '/admin/agents' }),
  'GET /api/admin/solicitors': () => ({ method: 'GET', path: '/admin/solicitors' }),
  'GET /api/admin/movers': () => ({ method: 'GET', path: '/admin/movers' }),
  'POST /api/agent': (caller) => ({
    method: 'POST',
    path: '/agent',
    body: { name: 'Matrix Agent', email: uniqueEmail(), agency: sideOf(caller).agency.id, agentType: 'agent' },
  }),
  'POST /api/solicitor': (caller) => ({
    method: 'POST',
    path: '/solicitor',
    body: { name: 'Matrix Solicitor', email: uniqueEmail(), firm: sideOf(caller).firm.id },
  }),
  'PUT /api/agent/:id/organisation': async (caller) => ({
    method: 'PUT',
    path: `/agent/${await freshAgent(caller)}/organisation`,
    body: { organisation_id: sideOf(caller).simpleOrg.id },
  }),
  'DELETE /api/agent/:id': async (caller) => ({ method: 'DELETE', path: `/agent/${await freshAgent(caller)}` }),
  'PUT /api/agent/:id/transfer-remove': async (caller) => ({
    method: 'PUT',
    path: `/agent/${await freshAgent(caller)}/transfer-remove`,
    body: { new_agent_id: await freshAgent(caller) },
  }),
  'GET /api/users/search': () => ({ method: 'GET', path: '/users/search?email=example.com' }),
  'GET /api/admin/properties': () => ({ method: 'GET', path: '/admin/properties?page_size=100' }),
  'GET /api/property/:id/action-plan': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/action-plan`,
  }),
  'POST /api/property/:id/phase/:phaseId': async (caller) => {
    await makeMoveReady(app.database!.db, target(caller).property.id);
    return { method: 'POST', path: `/property/${target(caller).property.id}/phase/2` };
  },
  'POST /api/property/:id/request-searches': async (caller) => ({
    method: 'POST',
    path: `/property/${await searchesOrderable(caller)}/request-searches`,
  }),
  'POST /api/property/:id/request-searches/': async (caller) => ({
    method: 'POST',
    path: `/property/${await searchesOrderable(caller)}/request-searches/`,
  }),
  'POST /api/search': async (caller) => ({
    method: 'POST',
    path: '/search',
    body: { property_id: await searchesOrderable(caller) },
  }),
  'POST /api/notifyagent/:a/:b': async (caller) => {
    const id = target(caller).property.id;
    await makeMoveReady(app.database!.db, id);
    await app.database!.db.deleteFrom('agent_notifications').where('property_id', '=', id).execute();
    return { method: 'POST', path: `/notifyagent/${id}/h` };
  },
  'GET /api/brands': () => ({ method: 'GET', path: '/brands' }),
  'GET /api/solicitorsfirm': () => ({ method: 'GET', path: '/solicitorsfirm' }),
  'GET /api/agents': () => ({ method: 'GET', path: '/agents' }),
  'GET /api/movers': () => ({ method: 'GET', path: '/movers' }),
  'GET /api/brand': () => ({ method: 'GET', path: '/brand' }),
  'GET /api/solicitors/:firm': (caller) => ({ method: 'GET', path: `/solicitors/${sideOf(caller).firm.id}` }),
  'GET /api/property/:id/details': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/details`,
  }),
  'GET /api/property/:id/creators': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/creators`,
  }),
  'PUT /api/property/:id': async (caller) => ({
    method: 'PUT',
    path: `/property/${target(caller).property.id}`,
    body: { data: { uploads: { leasehold_agreement: [await documentOn(caller)] } } },
  }),
  'POST /api/questionnaire/:propertyId/sign': (caller) => ({
    method: 'POST',
    path: `/questionnaire/${target(caller).property.id}/sign`,
    body: { questionnaire_id: 4, name: 'Matrix Seller' },
  }),
  'POST /api/questionnaire/:propertyId/:questionnaireId/complete': (caller) => ({
    method: 'POST',
    path: `/questionnaire/${target(caller).property.id}/5/complete`,
    body: { sellerType: 1, sellerName: 'Matrix Seller', date: '23/11/2026' },
  }),
  'GET /api/questionnaire/:propertyId/signatures': (caller) => ({
    method: 'GET',
    path: `/questionnaire/${target(caller).property.id}/signatures`,
  }),
  'DELETE /api/signature/:id/unsign': async (caller) => ({
    method: 'DELETE',
    path: `/signature/${await signatureOn(caller)}/unsign`,
  }),
  'GET /api/property/:id/signatures/verify': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/signatures/verify`,
  }),
  'GET /api/property/:id/public-records': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/public-records`,
  }),
  'POST /api/property/:id/public-records/refresh': (caller) => ({
    method: 'POST',
    path: `/property/${target(caller).property.id}/public-records/refresh`,
  }),
  'GET /api/property/:id/portal-listing': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/portal-listing`,
  }),
  'GET /api/property/:id/portal-listings': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/portal-listings`,
  }),
  'PUT /api/property/:id/portal-listing': (caller) => ({
    method: 'PUT',
    path: `/property/${target(caller).property.id}/portal-listing`,
    body: { alto_id: null },
  }),
  'GET /api/property/:id/pdtf': (caller) => ({ method: 'GET', path: `/property/${target(caller).property.id}/pdtf` }),
  'GET /api/property/:id/pdtf/report': (caller) => ({
    method: 'GET',
    path: `/property/${target(caller).property.id}/pdtf/report`,
  }),
  'POST /api/docs/:propertyId/:themeId/:path': (caller) => ({
    method: 'POST',
    path: `/docs/${target(caller).property.id}/h/info`,
    body: {},
  }),
  'GET /api/attributes/summary': () => ({ method: 'GET', path: '/attributes/summary?all_fields=true' }),
  'GET /api/attributes/examples': () => ({ method: 'GET', path: '/attributes/examples?tenure=freehold' }),
  'GET /api/attributes/statistics': () => ({ method: 'GET', path: '/attributes/statistics' }),
  'POST /api/attributes/statistics/refresh': () => ({ method: 'POST', path: '/attributes/statistics/refresh' }),
  'GET /api/attributes/properties': (caller) => ({
    method: 'GET',
    path: `/attributes/properties?ids=${target(caller).property.id}`,
  }),
  'GET /api/admin/api-clients': () => ({ method: 'GET', path: '/admin/api-clients' }),
  'POST /api/admin/api-clients': (caller) => ({
    method: 'POST',
    path: '/admin/api-clients',
    body: { name: 'Matrix client', organisation_id: sideOf(caller).agency.id },
  }),
  'DELETE /api/admin/api-clients/:clientId': async (caller) => ({
    method: 'DELETE',
    path: `/admin/api-clients/${await freshApiClient(caller)}`,
  }),
  'GET /api/admin/api-clients/:clientId/webhooks': async (caller) => ({
    method: 'GET',
    path: `/admin/api-clients/${await freshApiClient(caller)}/webhooks`,
  }),
  'POST /api/admin/api-clients/:clientId/webhooks': async (caller) => ({
    method: 'POST',
    path: `/admin/api-clients/${await freshApiClient(caller)}/webhooks`,
    body: { url: 'https://receiver.example.com/hooks', events: ['property.created'] },
  }),
  'GET /api/admin/api-clients/:clientId/webhook-deliveries': async (caller) => ({
    method: 'GET',
    path: `/admin/api-clients/${await freshApiClient(caller)}/webhook-deliveries`,
  }),
  'DELETE /api/admin/webhooks/:subscriptionId': async (caller) => ({
    method: 'DELETE',
    path: `/admin/webhooks/${await freshWebhook(caller)}`,
  }),
  'POST /api/admin/webhooks/:subscriptionId/secret': async (caller) => ({
    method: 'POST',
    path: `/admin/webhooks/${await freshWebhook(caller)}/secret`,
  }),
  'GET /api/batch/properties': (caller) => ({
    method: 'GET',
    path: `/batch/properties?ids=${target(caller).property.id}`,
  }),
  'GET /api/batch/vaults': (caller) => ({ method: 'GET', path: `/batch/vaults?ids=${target(caller).property.id}` }),
  'GET /api/batch/action-plans': (caller) => ({
    method: 'GET',
    path: `/batch/action-plans?ids=${target(caller).property.id}`,
  }),
  'GET /api/batch/users': (caller) => ({ method: 'GET', path: `/batch/users?ids=${target(caller).user.id}` }),
  'GET /api/batch/organisations': (caller) => ({
    method: 'GET',
    path: `/batch/organisations?ids=${target(caller).organisation}`,
  }),
  'GET /api/batch/phase-configs': (caller) => ({
    method: 'GET',
    path: `/batch/phase-configs?ids=${target(caller).organisation}`,
  }),
};

/** A batch read's outcome is its one entry's: 200 when found, else the status of the entry's error. */
function outcomeOf(
  route: string,
  response: { status: number; body: { results?: { value?: unknown; error?: { status: number; code: string } }[] } },
): number {
  if (!route.startsWith('GET /api/batch/') || response.status !== 200) return response.status;
  const [entry] = response.body.results!;
  if (entry.value !== undefined) return 200;
  expect(entry.error!.code).toEqual(expect.any(String));
  return entry.error!.status;
}

/** A new active API client of the side's agency, for the cases that revoke one. */
async function freshApiClient(caller: Caller): Promise<string> {
  const created = await createApiClient(app.database!.db, {
    name: 'Matrix client',
    organisationId: sideOf(caller).agency.id,
    createdBy: world.a.users.administrator.id,
  });
  return created!.client.clientId;
}

/** A new webhook subscription of a new API client of the side's agency, for the cases that remove or rotate one. */
async function freshWebhook(caller: Caller): Promise<number> {
  const clientId = await freshApiClient(caller);
  const created = await insertWebhookSubscription(app.database!.db, {
    clientId,
    url: 'https://receiver.example.com/hooks',
    events: ['property.created'],
    createdBy: world.a.users.administrator.id,
  });
  return created.subscription.id;
}

/** Invitation cases: one seller email renewed by every call, so the four places never run out. */
const MATRIX_SELLER = 'matrix-seller@example.com';
const sideOf = (caller: Caller) => (caller.where === 'inside' ? world.a : world.b);

/** The waiting invitation of MATRIX_SELLER on the target property (an administrator sends it first). */
async function waitingSeller(caller: Caller): Promise<string> {
  const property = target(caller).property.id;
  await callApi(app.url, 'POST', `/inviteseller/${property}`, {
    token: tokens.administrator,
    body: { email: MATRIX_SELLER },
  });
  const row = await app
    .database!.db.selectFrom('invitations')
    .select('id')
    .where('property_id', '=', property)
    .where('email', '=', MATRIX_SELLER)
    .where('removed_at', 'is', null)
    .where('accepted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return `invitation-${row.id}`;
}

/** A fresh invitation to remove; earlier ones a refused caller left behind are withdrawn first, so places never run out. */
async function sellerToRemove(caller: Caller): Promise<string> {
  const property = target(caller).property.id;
  await app
    .database!.db.updateTable('invitations')
    .set({ removed_at: new Date() })
    .where('property_id', '=', property)
    .where('email', 'like', 'matrix-remove-%')
    .where('removed_at', 'is', null)
    .execute();
  const invited = await callApi(app.url, 'POST', `/inviteseller/${property}`, {
    token: tokens.administrator,
    body: { email: `matrix-remove-${cases}@example.com` },
  });
  return invited.body.seller.id;
}

/** A property like the target one (same agency, creator, seller and firm), for the cases that delete it. */
async function throwaway(caller: Caller): Promise<number> {
  const side = sideOf(caller);
  const property = await createProperty(app.database!.db, {
    name: 'Throwaway',
    agencyId: side.agency.id,
    creatorId: side.users.simple.id,
    sellerIds: [side.users.homeMover.id],
    madeAvailableTo: [side.firm.id],
  });
  return property.id;
}

/** A new agent of the side's agency, for the cases that move or remove one. */
const uniqueEmail = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
async function freshAgent(caller: Caller): Promise<string> {
  return (await createUser(app.database!.db, { role: ROLE.agent, organisationId: sideOf(caller).agency.id })).id;
}

/** Clears any earlier searches order of the target property and puts it in phase 2, where searches may be ordered. */
async function searchesOrderable(caller: Caller): Promise<number> {
  const { db } = app.database!;
  const id = target(caller).property.id;
  await db.deleteFrom('search_orders').where('property_id', '=', id).execute();
  await db.updateTable('properties').set({ phase_id: 2, searches_requested: false }).where('id', '=', id).execute();
  return id;
}

/** A live signature by the target property's seller, for the routes that act on one. */
async function signatureOn(caller: Caller): Promise<number> {
  const side = caller.where === 'inside' ? world.a : world.b;
  const db = app.database!.db;
  // One live signature per seller and form: the previous case's is set aside first.
  await db
    .updateTable('signatures')
    .set({ removed_at: new Date() })
    .where('property_id', '=', side.property.id)
    .where('removed_at', 'is', null)
    .execute();
  const row = await db
    .insertInto('signatures')
    .values({
      property_id: side.property.id,
      questionnaire_id: 3,
      phase_id: 1,
      user_id: side.users.homeMover.id,
      signer_name: 'Matrix Seller',
      seller_type: null,
      definition_version: 1,
      answers_sha256: '0'.repeat(64),
      removed_at: null,
      removed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function pngForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'matrix.png');
  return form;
}

type GraphqlRequest = {
  query: string;
  variables?: Record<string, unknown>;
  files?: Record<string, { name: string; bytes: Buffer }>;
};

const GRAPHQL_REQUESTS: Record<string, (caller: Caller) => GraphqlRequest | Promise<GraphqlRequest>> = {
  'Query.health': () => ({ query: '{ health { status } }' }),
  'Query.viewer': () => ({ query: '{ viewer { id role permissions } }' }),
  'Query.properties': () => ({ query: '{ properties(pageSize: 100) { nodes { id } } }' }),
  'Query.propertiesConnection': () => ({ query: '{ propertiesConnection(first: 100) { nodes { id } } }' }),
  'Query.property': (caller) => ({
    query: 'query($id: ID!) { property(id: $id) { id name } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.announcePresence': (caller) => ({
    query: 'mutation($input: PresenceInput!) { announcePresence(input: $input) { id people { id } } }',
    variables: { input: { propertyId: String(target(caller).property.id), questionnaireId: 2, section: 'matrix' } },
  }),
  'Mutation.leavePresence': (caller) => ({
    query: 'mutation($id: ID!) { leavePresence(propertyId: $id) { id people { id } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.phases': () => ({ query: '{ phases { id label } }' }),
  'Query.user': (caller) => ({
    query: 'query($id: ID!) { user(id: $id) { id email } }',
    variables: { id: target(caller).user.id },
  }),
  'Query.organisation': (caller) => ({
    query: 'query($id: ID!) { organisation(id: $id) { id name } }',
    variables: { id: String(target(caller).organisation) },
  }),
  'Mutation.acceptTerms': () => ({ query: 'mutation { acceptTerms { id acceptedTerms } }' }),
  'Mutation.requestCredits': () => ({ query: 'mutation { requestCredits { id createdAt } }' }),
  'Query.questionnaire': (caller) => ({
    // The answers' revision and the changes since one come with the form, under its access.
    query:
      'query($id: ID!) { questionnaire(propertyId: $id, questionnaireId: 2) { id completion { percent } answersRevision changesSince(revision: "0") { questionKey } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.saveAnswers': (caller) => ({
    query: 'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt } }',
    variables: {
      input: {
        propertyId: String(target(caller).property.id),
        questionnaireId: 2,
        answers: [{ questionKey: 'ta6_2_1_1', value: '2' }],
      },
    },
  }),
  'Mutation.confirmSection': (caller) => ({
    query: 'mutation($input: ConfirmSectionInput!) { confirmSection(input: $input) { confirmedQuestionKeys } }',
    variables: {
      input: { propertyId: String(target(caller).property.id), questionnaireId: 2, sectionKey: 'environmental' },
    },
  }),
  'Mutation.sendEnquiry': (caller) => ({
    query: 'mutation($input: SendEnquiryInput!) { sendEnquiry(input: $input) { sent } }',
    variables: {
      input: { propertyId: String(target(caller).property.id), name: 'Help', message: 'Where is the lease?' },
    },
  }),
  'Mutation.uploadDocuments': (caller) => ({
    query:
      'mutation($propertyId: ID!, $files: [Upload!]!) { uploadDocuments(propertyId: $propertyId, files: $files) { id } }',
    variables: { propertyId: String(target(caller).property.id), files: [null] },
    files: { 'variables.files.0': { name: 'matrix.png', bytes: PNG } },
  }),
  'Mutation.removeDocument': async (caller) => ({
    query:
      'mutation($propertyId: ID!, $documentId: ID!) { removeDocument(propertyId: $propertyId, documentId: $documentId) { id } }',
    variables: { propertyId: String(target(caller).property.id), documentId: String(await documentOn(caller)) },
  }),
  'Mutation.syncViewerProfile': (caller) => ({
    query: 'mutation($input: SyncViewerProfileInput!) { syncViewerProfile(input: $input) { id } }',
    variables: { input: { displayName: 'Same Name', email: `${caller.role}@example.com` } },
  }),
  'Mutation.completeSignIn': (caller) => ({
    query:
      'mutation($input: CompleteSignInInput!) { completeSignIn(input: $input) { viewer { id } profileSynced invitations { propertyId } invitationError } }',
    variables: { input: { displayName: 'Same Name', email: `${caller.role}@example.com` } },
  }),
  'Query.addressLookup': () => ({ query: '{ addressLookup(postcode: "GL52 6RT") { sample addresses { line } } }' }),
  'Query.titleSearch': () => ({
    query: '{ titleSearch(input: { postcode: "GL52 6RT" }) { requestId results { titleNumber leasehold } } }',
  }),
  'Query.portalSearch': () => ({ query: '{ portalSearch(postcode: "GL52 6RT") { properties { id street } } }' }),
  'Query.portalChoices': (caller) => ({
    query: 'query($id: ID!) { portalChoices(propertyId: $id) { addressLine listings { id sameAddress } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.agencies': () => ({ query: '{ agencies { id name } }' }),
  'Query.agents': (caller) => ({
    query: 'query($id: ID!) { agents(organisationId: $id) { id name } }',
    variables: { id: String(target(caller).organisation) },
  }),
  'Query.monthlyLimit': () => ({ query: '{ monthlyLimit { id value usedThisMonth } }' }),
  'Query.deadLetterJobs': () => ({ query: '{ deadLetterJobs { id queue attempts lastError createdAt failedAt } }' }),
  'Query.deadLetterJobsConnection': () => ({
    query: '{ deadLetterJobsConnection(first: 5) { totalCount edges { cursor node { id queue } } } }',
  }),
  'Mutation.addProperty': (caller) => ({
    query: 'mutation($input: AddPropertyInput!) { addProperty(input: $input) { id name } }',
    variables: {
      input: {
        titleNumber: SAMPLE_TITLE,
        address: {
          buildingName: 'Rose Cottage',
          thoroughfare: 'Prestbury Road',
          townOrCity: 'Cheltenham',
          postcode: 'GL52 6RT',
        },
        parentId: parentOf(caller)?.toString(),
      },
    },
  }),
  'Mutation.addPropertyByTitle': (caller) => ({
    query: 'mutation($input: AddPropertyByTitleInput!) { addPropertyByTitle(input: $input) { id name } }',
    variables: { input: { titleNumber: SAMPLE_TITLE, agentId: '-1', agencyId: parentOf(caller)?.toString() } },
  }),
  'Mutation.setMonthlyLimit': () => ({ query: 'mutation { setMonthlyLimit(value: -1) { id value } }' }),
  'Mutation.retryDeadLetterJob': () => ({ query: 'mutation { retryDeadLetterJob(id: "2000000000") }' }),
  'Mutation.discardDeadLetterJob': () => ({ query: 'mutation { discardDeadLetterJob(id: "2000000000") }' }),
  'Query.invitedSellers': (caller) => ({
    query: 'query($id: ID!) { invitedSellers(propertyId: $id) { maxSellers sellers { id email } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.inviteOptions': (caller) => ({
    query:
      'query($id: ID!) { inviteOptions(propertyId: $id, kind: SOLICITOR) { current { id } organisations { id } people { id } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.propertyOwners': (caller) => ({
    query: 'query($id: ID!) { propertyOwners(propertyId: $id) { id ownerId people { id } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.inviteSeller': (caller) => ({
    query:
      'mutation($id: ID!, $email: String!) { inviteSeller(propertyId: $id, email: $email) { seller { id } property { id numSellers } } }',
    variables: { id: String(target(caller).property.id), email: MATRIX_SELLER },
  }),
  'Mutation.resendSellerInvite': async (caller) => ({
    query: 'mutation($id: ID!, $seller: ID!) { resendSellerInvite(propertyId: $id, sellerId: $seller) { id } }',
    variables: { id: String(target(caller).property.id), seller: await waitingSeller(caller) },
  }),
  'Mutation.removeSeller': async (caller) => ({
    query:
      'mutation($id: ID!, $seller: ID!) { removeSeller(propertyId: $id, sellerId: $seller) { id property { numSellers } } }',
    variables: { id: String(target(caller).property.id), seller: await sellerToRemove(caller) },
  }),
  'Mutation.inviteSolicitor': (caller) => ({
    query: 'mutation($input: InvitePersonInput!) { inviteSolicitor(input: $input) { email organisation { id } } }',
    variables: {
      input: {
        propertyId: String(target(caller).property.id),
        name: 'Matrix Solicitor',
        email: 'matrix-solicitor@example.com',
      },
    },
  }),
  'Mutation.inviteAgent': (caller) => ({
    query: 'mutation($input: InvitePersonInput!) { inviteAgent(input: $input) { email organisation { id } } }',
    variables: {
      input: {
        propertyId: String(target(caller).property.id),
        name: 'Matrix Agent',
        email: 'matrix-agent@example.com',
      },
    },
  }),
  'Mutation.acceptInvitations': () => ({ query: 'mutation { acceptInvitations { propertyId properties { id } } }' }),
  'Mutation.deleteProperty': async (caller) => ({
    query: 'mutation($id: ID!) { deleteProperty(id: $id) { id deletedAt } }',
    variables: { id: String(await throwaway(caller)) },
  }),
  'Mutation.setPropertyOwner': (caller) => ({
    query: 'mutation($id: ID!, $user: ID!) { setPropertyOwner(propertyId: $id, userId: $user) { id ownerId } }',
    variables: { id: String(target(caller).property.id), user: sideOf(caller).users.agent.id },
  }),
  'Mutation.setPropertyCreator': (caller) => ({
    query: 'mutation($id: ID!, $user: ID!) { setPropertyCreator(propertyId: $id, userId: $user) { id creatorId } }',
    variables: { id: String(target(caller).property.id), user: sideOf(caller).users.simple.id },
  }),
  'Query.brands': () => ({ query: '{ brands { id name credits } }' }),
  'Query.brandsConnection': () => ({ query: '{ brandsConnection(first: 10) { totalCount nodes { id name } } }' }),
  'Query.adminAgencies': () => ({ query: '{ adminAgencies { id name parentName ta6Trial } }' }),
  'Query.adminAgenciesConnection': () => ({
    query: '{ adminAgenciesConnection(first: 10) { totalCount nodes { id name } } }',
  }),
  'Query.solicitorsFirms': () => ({ query: '{ solicitorsFirms { id name } }' }),
  'Query.solicitorsFirmsConnection': () => ({
    query: '{ solicitorsFirmsConnection(first: 10) { totalCount nodes { id name } } }',
  }),
  'Query.adminAgents': () => ({ query: '{ adminAgents { id name role } }' }),
  'Query.adminAgentsConnection': () => ({
    query: '{ adminAgentsConnection(first: 10) { totalCount nodes { id name } } }',
  }),
  'Query.solicitors': () => ({ query: '{ solicitors { id name } }' }),
  'Query.solicitorsConnection': () => ({
    query: '{ solicitorsConnection(first: 10) { totalCount nodes { id name } } }',
  }),
  'Query.movers': () => ({ query: '{ movers { id name } }' }),
  'Query.moversConnection': () => ({ query: '{ moversConnection(first: 10) { totalCount nodes { id name } } }' }),
  'Query.userSearch': () => ({ query: '{ userSearch(email: "example.com") { id email role } }' }),
  'Query.adminProperties': () => ({
    query: '{ adminProperties(pageSize: 100) { nodes { id } filterOptions { name } } }',
  }),
  'Mutation.addAgency': (caller) => ({
    query: 'mutation($input: AddAgencyInput!) { addAgency(input: $input) { id name } }',
    variables: { input: { name: 'Matrix Agency', brandId: String(sideOf(caller).brand.id), defaultPhaseId: '1' } },
  }),
  'Mutation.addSolicitorsFirm': (caller) => ({
    query: 'mutation($input: AddSolicitorsFirmInput!) { addSolicitorsFirm(input: $input) { id name } }',
    variables: { input: { name: 'Matrix Firm', brandId: String(sideOf(caller).brand.id) } },
  }),
  'Mutation.setAgencyTa6Trial': (caller) => ({
    query: 'mutation($id: ID!) { setAgencyTa6Trial(organisationId: $id, on: false) { id ta6Trial } }',
    variables: { id: String(sideOf(caller).agency.id) },
  }),
  'Mutation.addAgent': (caller) => ({
    query: 'mutation($input: AddAgentInput!) { addAgent(input: $input) { id } }',
    variables: {
      input: {
        name: 'Matrix Agent',
        email: uniqueEmail(),
        organisationId: String(sideOf(caller).agency.id),
        agentType: 'AGENT',
      },
    },
  }),
  'Mutation.addSolicitor': (caller) => ({
    query: 'mutation($input: AddSolicitorInput!) { addSolicitor(input: $input) { id } }',
    variables: { input: { name: 'Matrix Solicitor', email: uniqueEmail(), firmId: String(sideOf(caller).firm.id) } },
  }),
  'Mutation.changeAgentOrganisation': async (caller) => ({
    query:
      'mutation($agent: ID!, $org: ID!) { changeAgentOrganisation(agentId: $agent, organisationId: $org) { agent { id organisationId } } }',
    variables: { agent: await freshAgent(caller), org: String(sideOf(caller).simpleOrg.id) },
  }),
  'Mutation.removeAgent': async (caller) => ({
    query: 'mutation($agent: ID!) { removeAgent(agentId: $agent) { agent { id } propertiesTransferred } }',
    variables: { agent: await freshAgent(caller) },
  }),
  'Mutation.updateUser': async (caller) => ({
    query: 'mutation($id: ID!, $org: ID) { updateUser(id: $id, input: { organisationId: $org }) { id } }',
    variables: { id: await freshAgent(caller), org: String(sideOf(caller).simpleOrg.id) },
  }),
  'Mutation.disableUser': async (caller) => ({
    query: 'mutation($id: ID!) { disableUser(id: $id) { id disabled } }',
    variables: { id: await freshAgent(caller) },
  }),
  'Mutation.enableUser': async (caller) => ({
    query: 'mutation($id: ID!) { enableUser(id: $id) { id disabled } }',
    variables: { id: await freshAgent(caller) },
  }),
  'Mutation.movePropertyToNextPhase': async (caller) => {
    await makeMoveReady(app.database!.db, target(caller).property.id);
    return {
      query: 'mutation($id: ID!) { movePropertyToNextPhase(propertyId: $id, phaseId: "2") { id phase { id } } }',
      variables: { id: String(target(caller).property.id) },
    };
  },
  'Mutation.orderSearches': async (caller) => ({
    query: 'mutation($id: ID!) { orderSearches(propertyId: $id) { id searchesRequested } }',
    variables: { id: String(await searchesOrderable(caller)) },
  }),
  'Mutation.linkPortalListing': (caller) => ({
    query: 'mutation($id: ID!) { linkPortalListing(propertyId: $id, listingId: null) { id linked { listingId } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.refreshPublicRecords': (caller) => ({
    query:
      'mutation($id: ID!) { refreshPublicRecords(propertyId: $id) { fetching pending records { source status } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.signForm': (caller) => ({
    query: 'mutation($input: SignFormInput!) { signForm(input: $input) { signatureId } }',
    variables: { input: { propertyId: String(target(caller).property.id), questionnaireId: 4, name: 'Matrix Seller' } },
  }),
  'Mutation.completeForm': (caller) => ({
    query: 'mutation($input: CompleteFormInput!) { completeForm(input: $input) { signatureId } }',
    variables: {
      input: {
        propertyId: String(target(caller).property.id),
        questionnaireId: 5,
        sellerType: 1,
        sellerName: 'Matrix Seller',
      },
    },
  }),
  'Mutation.deleteSignature': async (caller) => ({
    query: 'mutation($id: ID!) { deleteSignature(id: $id) { id removedAt } }',
    variables: { id: String(await signatureOn(caller)) },
  }),
  'Query.propertySignatures': (caller) => ({
    query: 'query($id: ID!) { propertySignatures(propertyId: $id) { id signerName } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.signatureCheck': (caller) => ({
    query: 'query($id: ID!) { signatureCheck(propertyId: $id) { allMatch } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.pdtfTransaction': (caller) => ({
    query: 'query($id: ID!) { pdtfTransaction(propertyId: $id) }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.pdtfExportReport': (caller) => ({
    query: 'query($id: ID!) { pdtfExportReport(propertyId: $id) { transactionId omitted { path reason } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Query.attributeSummary': () => ({
    query: '{ attributeSummary(filter: { allFields: true }) { attributes { key metrics { total } } } }',
  }),
  'Query.attributeExamples': () => ({
    query: '{ attributeExamples(key: "tenure", dimension: "freehold") { total examples { id } } }',
  }),
  'Query.attributeStatistics': () => ({ query: '{ attributeStatistics { totalProps } }' }),
  'Mutation.refreshAttributeStatistics': () => ({ query: 'mutation { refreshAttributeStatistics { totalProps } }' }),
  'Query.apiClients': () => ({ query: '{ apiClients { clientId status } }' }),
  'Mutation.createApiClient': (caller) => ({
    query:
      'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { clientSecret client { clientId } } }',
    variables: { input: { name: 'Matrix client', organisationId: String(sideOf(caller).agency.id) } },
  }),
  'Mutation.revokeApiClient': async (caller) => ({
    query: 'mutation($id: ID!) { revokeApiClient(clientId: $id) { clientId status } }',
    variables: { id: await freshApiClient(caller) },
  }),
  'Query.webhookSubscriptions': async (caller) => ({
    query: 'query($id: ID!) { webhookSubscriptions(clientId: $id) { id url events } }',
    variables: { id: await freshApiClient(caller) },
  }),
  'Query.webhookDeliveries': async (caller) => ({
    query: 'query($id: ID!) { webhookDeliveries(clientId: $id) { id status } }',
    variables: { id: await freshApiClient(caller) },
  }),
  'Mutation.createWebhookSubscription': async (caller) => ({
    query:
      'mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { secret subscription { id events } } }',
    variables: {
      input: {
        clientId: await freshApiClient(caller),
        url: 'https://receiver.example.com/hooks',
        events: ['FORM_SIGNED'],
      },
    },
  }),
  'Mutation.deleteWebhookSubscription': async (caller) => ({
    query: 'mutation($id: ID!) { deleteWebhookSubscription(id: $id) { id } }',
    variables: { id: String(await freshWebhook(caller)) },
  }),
  'Mutation.rotateWebhookSecret': async (caller) => ({
    query: 'mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret subscription { id } } }',
    variables: { id: String(await freshWebhook(caller)) },
  }),
};

function callersOf<O>(row: { anonymous: O; inside: Record<RoleName, O>; outside: Record<RoleName, O> | null }) {
  const list: [string, O, Caller][] = [['anonymous', row.anonymous, { role: 'anonymous', where: 'inside' }]];
  for (const role of ROLES) list.push([`${role} inside`, row.inside[role], { role, where: 'inside' }]);
  if (row.outside)
    for (const role of ROLES) list.push([`${role} outside`, row.outside[role], { role, where: 'outside' }]);
  return list;
}

describe('the matrix covers everything the server exposes', () => {
  it('every REST route the running server registered has an expectation row and a request, and every row a route', () => {
    const routes = app.restRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(routes).toEqual(Object.keys(REST_ACCESS).sort());
    expect(Object.keys(REST_REQUESTS).sort()).toEqual(Object.keys(REST_ACCESS).sort());
  });

  it('every GraphQL root field has an expectation row and a request, and every row a field', () => {
    const schema = buildGatewaySchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.keys(root?.getFields() ?? {}).map((name) => `${root!.name}.${name}`),
    );
    expect(fields.sort()).toEqual(Object.keys(GRAPHQL_ACCESS).sort());
    expect(Object.keys(GRAPHQL_REQUESTS).sort()).toEqual(Object.keys(GRAPHQL_ACCESS).sort());
  });
});

describe.each(Object.entries(REST_ACCESS))('REST %s', (route, row) => {
  it.each(callersOf<RestOutcome>(row))('%s → %s', async (_label, expected, caller) => {
    cases += 1;
    const request = await REST_REQUESTS[route](caller);
    const token = caller.role === 'anonymous' ? undefined : tokens[caller.role];
    const response = await callApi(app.url, request.method, request.path, { token, body: request.body });
    if (expected === 'lists' || expected === 'omits') {
      expect(response.status).toBe(200);
      const ids = response.body.properties.map((p: { id: number }) => p.id);
      const id = target(caller).property.id;
      expect(ids.includes(id)).toBe(expected === 'lists');
    } else {
      expect(outcomeOf(route, response)).toBe(expected);
      if (expected >= 400 && response.status >= 400) expect(response.body.error.code).toEqual(expect.any(String));
    }
  });
});

describe.each(Object.entries(GRAPHQL_ACCESS))('GraphQL %s', (field, row) => {
  it.each(callersOf<GraphqlOutcome>(row))('%s → %s', async (_label, expected, caller) => {
    cases += 1;
    const { query, variables, files } = await GRAPHQL_REQUESTS[field](caller);
    const token = caller.role === 'anonymous' ? undefined : tokens[caller.role];
    const { body } = files
      ? await callGraphqlUpload(app.url, query, { token, variables: variables ?? {}, files })
      : await callGraphql(app.url, query, { token, variables });
    if (expected === 'OK' || expected === 'lists' || expected === 'omits') {
      expect(body.errors).toBeUndefined();
      const [, name] = field.split('.');
      expect(body.data[name]).not.toBeNull();
      if (expected !== 'OK') {
        const ids = body.data[name].nodes.map((p: { id: string }) => Number(p.id));
        expect(ids.includes(target(caller).property.id)).toBe(expected === 'lists');
      }
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe(expected);
    }
  });
});
