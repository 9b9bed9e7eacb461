import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ACCESS, REST_ACCESS, type GraphqlOutcome, type RestOutcome } from '../../domain/access-expectations.ts';
import type { RoleName } from '../../domain/roles.ts';
import { buildGatewaySchema } from '../../server/gateway/schema.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { callApi, callGraphql, callGraphqlUpload } from '../fixtures/http.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Every REST route and GraphQL root field, called as anonymous, as each role on an object inside
 * its tenancy and as each role on an object outside it, against the expected outcomes written in
 * domain/access-expectations.ts.
 */
const ROLES: RoleName[] = ['administrator', 'simple', 'solicitor', 'brandAdmin', 'agent', 'homeMover'];
type Where = 'inside' | 'outside';
type Caller = { role: RoleName | 'anonymous'; where: Where };

let app: TestApp;
let world: { a: Side; b: Side };
const tokens = {} as Record<RoleName, string>;
let cases = 0;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  world = await buildTwoBrands(app.database!.db);
  const now = Math.floor(Date.now() / 1000);
  for (const role of ROLES) {
    tokens[role] = await signWithProviderKey(app.database!.db, { sub: world.a.users[role].id, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  }
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
  const response = await uploadFiles(app.url, target(caller).property.id, tokens.administrator, [{ name: 'matrix.png', bytes: PNG }]);
  return response.body!.id;
}

/** A sample title and its address, for the add-property cases; outside cases name brand B's agency as the parent. */
const SAMPLE_TITLE = buildSampleTitles().find((title) => title.result.Address.BuildingName === 'Rose Cottage')!.result.TitleNumber;
const SAMPLE_ADDRESS = { building_name: 'Rose Cottage', thoroughfare: 'Prestbury Road', town_or_city: 'Cheltenham', hop_post_code: 'GL52 6RT' };
const parentOf = (caller: Caller) => (caller.where === 'outside' ? world.b.agency.id : undefined);

const REST_REQUESTS: Record<string, (caller: Caller) => RestRequest | Promise<RestRequest>> = {
  'GET /api/health': () => ({ method: 'GET', path: '/health' }),
  'GET /api/properties': () => ({ method: 'GET', path: '/properties?page_size=100' }),
  'GET /api/property/:id': (caller) => ({ method: 'GET', path: `/property/${target(caller).property.id}` }),
  'GET /api/phases': () => ({ method: 'GET', path: '/phases' }),
  'PUT /api/accept': () => ({ method: 'PUT', path: '/accept' }),
  'GET /api/user/:id': (caller) => ({ method: 'GET', path: `/user/${target(caller).user.id}` }),
  'PUT /api/user/:id': (caller) => ({ method: 'PUT', path: `/user/${target(caller).user.id}`, body: { displayName: `User ${target(caller).user.id}` } }),
  'POST /api/credits/request': () => ({ method: 'POST', path: '/credits/request' }),
  'GET /api/organisation/:id': (caller) => ({ method: 'GET', path: `/organisation/${target(caller).organisation}` }),
  'GET /api/questionnaire/:propertyId/:questionnaireId': (caller) => ({ method: 'GET', path: `/questionnaire/${target(caller).property.id}/2` }),
  'POST /api/questionnaire/:propertyId/:questionnaireId': (caller) => ({
    method: 'POST',
    path: `/questionnaire/${target(caller).property.id}/2`,
    body: { answers: { ta6_2_1_1: '2' } },
  }),
  'GET /api/property/:id/uploads': (caller) => ({ method: 'GET', path: `/property/${target(caller).property.id}/uploads` }),
  'POST /api/upload/:propertyId': (caller) => ({ method: 'POST', path: `/upload/${target(caller).property.id}`, body: pngForm() }),
  'POST /api/removeupload/:propertyId': async (caller) => ({ method: 'POST', path: `/removeupload/${target(caller).property.id}`, body: { id: await documentOn(caller) } }),
  'GET /api/upload/:propertyId/:uploadId': async (caller) => ({ method: 'GET', path: `/upload/${target(caller).property.id}/${await documentOn(caller)}` }),
  'GET /api/address-lookup/:postcode': () => ({ method: 'GET', path: '/address-lookup/GL52%206RT' }),
  'POST /api/land-registry/search': () => ({ method: 'POST', path: '/land-registry/search', body: { postCode: 'GL52 6RT' } }),
  'POST /api/alto/search/:postcode': () => ({ method: 'POST', path: '/alto/search/GL52%206RT' }),
  'POST /api/property': (caller) => ({ method: 'POST', path: '/property', body: { TitleNumber: SAMPLE_TITLE, address: SAMPLE_ADDRESS, parentId: parentOf(caller) } }),
  'PUT /api/property/title/add': (caller) => ({ method: 'PUT', path: '/property/title/add', body: { title_number: SAMPLE_TITLE, agent_id: -1, agency_id: parentOf(caller) } }),
  'GET /api/admin/monthly-limit': () => ({ method: 'GET', path: '/admin/monthly-limit' }),
  'POST /api/admin/monthly-limit': () => ({ method: 'POST', path: '/admin/monthly-limit', body: { value: -1 } }),
  'GET /api/agencies': () => ({ method: 'GET', path: '/agencies' }),
  'GET /api/agents/:agency': (caller) => ({ method: 'GET', path: `/agents/${target(caller).organisation}` }),
  'GET /api/attributes/summary': () => ({ method: 'GET', path: '/attributes/summary?all_fields=true' }),
  'GET /api/attributes/examples': () => ({ method: 'GET', path: '/attributes/examples?tenure=freehold' }),
  'GET /api/attributes/statistics': () => ({ method: 'GET', path: '/attributes/statistics' }),
  'POST /api/attributes/statistics/refresh': () => ({ method: 'POST', path: '/attributes/statistics/refresh' }),
  'GET /api/attributes/properties': (caller) => ({ method: 'GET', path: `/attributes/properties?ids=${target(caller).property.id}` }),
};

function pngForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'matrix.png');
  return form;
}

type GraphqlRequest = { query: string; variables?: Record<string, unknown>; files?: Record<string, { name: string; bytes: Buffer }> };

const GRAPHQL_REQUESTS: Record<string, (caller: Caller) => GraphqlRequest | Promise<GraphqlRequest>> = {
  'Query.health': () => ({ query: '{ health { status } }' }),
  'Query.viewer': () => ({ query: '{ viewer { id role permissions } }' }),
  'Query.properties': () => ({ query: '{ properties(pageSize: 100) { nodes { id } } }' }),
  'Query.property': (caller) => ({ query: 'query($id: ID!) { property(id: $id) { id name } }', variables: { id: String(target(caller).property.id) } }),
  'Query.phases': () => ({ query: '{ phases { id label } }' }),
  'Query.user': (caller) => ({ query: 'query($id: ID!) { user(id: $id) { id email } }', variables: { id: target(caller).user.id } }),
  'Query.organisation': (caller) => ({ query: 'query($id: ID!) { organisation(id: $id) { id name } }', variables: { id: String(target(caller).organisation) } }),
  'Mutation.acceptTerms': () => ({ query: 'mutation { acceptTerms { id acceptedTerms } }' }),
  'Mutation.requestCredits': () => ({ query: 'mutation { requestCredits { id createdAt } }' }),
  'Query.questionnaire': (caller) => ({
    query: 'query($id: ID!) { questionnaire(propertyId: $id, questionnaireId: 2) { id completion { percent } } }',
    variables: { id: String(target(caller).property.id) },
  }),
  'Mutation.saveAnswers': (caller) => ({
    query: 'mutation($input: SaveAnswersInput!) { saveAnswers(input: $input) { savedAt } }',
    variables: { input: { propertyId: String(target(caller).property.id), questionnaireId: 2, answers: [{ questionKey: 'ta6_2_1_1', value: '2' }] } },
  }),
  'Mutation.uploadDocuments': (caller) => ({
    query: 'mutation($propertyId: ID!, $files: [Upload!]!) { uploadDocuments(propertyId: $propertyId, files: $files) { id } }',
    variables: { propertyId: String(target(caller).property.id), files: [null] },
    files: { 'variables.files.0': { name: 'matrix.png', bytes: PNG } },
  }),
  'Mutation.removeDocument': async (caller) => ({
    query: 'mutation($propertyId: ID!, $documentId: ID!) { removeDocument(propertyId: $propertyId, documentId: $documentId) { id } }',
    variables: { propertyId: String(target(caller).property.id), documentId: String(await documentOn(caller)) },
  }),
  'Mutation.syncViewerProfile': (caller) => ({
    query: 'mutation($input: SyncViewerProfileInput!) { syncViewerProfile(input: $input) { id } }',
    variables: { input: { displayName: 'Same Name', email: `${caller.role}@example.com` } },
  }),
  'Query.addressLookup': () => ({ query: '{ addressLookup(postcode: "GL52 6RT") { sample addresses { line } } }' }),
  'Query.titleSearch': () => ({ query: '{ titleSearch(input: { postcode: "GL52 6RT" }) { requestId results { titleNumber leasehold } } }' }),
  'Query.portalSearch': () => ({ query: '{ portalSearch(postcode: "GL52 6RT") { properties { id street } } }' }),
  'Query.agencies': () => ({ query: '{ agencies { id name } }' }),
  'Query.agents': (caller) => ({ query: 'query($id: ID!) { agents(organisationId: $id) { id name } }', variables: { id: String(target(caller).organisation) } }),
  'Query.monthlyLimit': () => ({ query: '{ monthlyLimit { id value usedThisMonth } }' }),
  'Mutation.addProperty': (caller) => ({
    query: 'mutation($input: AddPropertyInput!) { addProperty(input: $input) { id name } }',
    variables: { input: { titleNumber: SAMPLE_TITLE, address: { buildingName: 'Rose Cottage', thoroughfare: 'Prestbury Road', townOrCity: 'Cheltenham', postcode: 'GL52 6RT' }, parentId: parentOf(caller)?.toString() } },
  }),
  'Mutation.addPropertyByTitle': (caller) => ({
    query: 'mutation($input: AddPropertyByTitleInput!) { addPropertyByTitle(input: $input) { id name } }',
    variables: { input: { titleNumber: SAMPLE_TITLE, agentId: '-1', agencyId: parentOf(caller)?.toString() } },
  }),
  'Mutation.setMonthlyLimit': () => ({ query: 'mutation { setMonthlyLimit(value: -1) { id value } }' }),
  'Query.attributeSummary': () => ({ query: '{ attributeSummary(filter: { allFields: true }) { attributes { key metrics { total } } } }' }),
  'Query.attributeExamples': () => ({ query: '{ attributeExamples(key: "tenure", dimension: "freehold") { total examples { id } } }' }),
  'Query.attributeStatistics': () => ({ query: '{ attributeStatistics { totalProps } }' }),
  'Mutation.refreshAttributeStatistics': () => ({ query: 'mutation { refreshAttributeStatistics { totalProps } }' }),
};

function callersOf<O>(row: { anonymous: O; inside: Record<RoleName, O>; outside: Record<RoleName, O> | null }) {
  const list: [string, O, Caller][] = [['anonymous', row.anonymous, { role: 'anonymous', where: 'inside' }]];
  for (const role of ROLES) list.push([`${role} inside`, row.inside[role], { role, where: 'inside' }]);
  if (row.outside) for (const role of ROLES) list.push([`${role} outside`, row.outside[role], { role, where: 'outside' }]);
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
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) => Object.keys(root?.getFields() ?? {}).map((name) => `${root!.name}.${name}`));
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
      expect(response.status).toBe(expected);
      if (expected >= 400) expect(response.body.error.code).toEqual(expect.any(String));
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
        const ids = body.data.properties.nodes.map((p: { id: string }) => Number(p.id));
        expect(ids.includes(target(caller).property.id)).toBe(expected === 'lists');
      }
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe(expected);
    }
  });
});
