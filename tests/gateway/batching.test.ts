import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * The gateway's loaders read nested data through the REST batch reads, so a query costs the same
 * number of REST calls (x-upstream-calls) whatever the length of the list it asks about.
 */
let app: TestApp;
let a: Side;
let b: Side;
let tokens: Record<'administrator' | 'agent' | 'brandAdmin' | 'homeMover', string>;

/** Everything the list screen, the dashboard and the reports read about a property, nested. */
const PROPERTIES = `query($size: Int!) {
  viewer { id user { id organisation { id name typeName numAgents } } }
  properties(pageSize: $size) {
    nodes {
      id name numSellers userEmails agenciesNames
      vault { id documents { id } viewerMayUpload }
      actionPlan { id complete allSellersSigned items { id status } }
    }
  }
}`;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  ({ a, b } = await buildTwoBrands(db));
  // 30 properties of brand A's agency, each with two sellers of its own.
  for (let i = 0; i < 29; i++) {
    const sellers = [await createUser(db, { role: ROLE.homeMover }), await createUser(db, { role: ROLE.homeMover })];
    await createProperty(db, {
      agencyId: a.agency.id,
      sellerIds: [...sellers.map((seller) => seller.id), a.users.homeMover.id],
      madeAvailableTo: [a.firm.id],
    });
  }
  const { administrator, agent, brandAdmin, homeMover } = a.users;
  tokens = await webTokensFor(db, app.publicUrl, { administrator, agent, brandAdmin, homeMover });
});
afterAll(() => app?.close());

async function costOf(token: string, query: string, variables: Record<string, unknown>) {
  const { body, upstreamCalls } = await callGraphql(app.url, query, { token, variables });
  expect(body.errors).toBeUndefined();
  return { body, upstreamCalls };
}

describe('REST calls per GraphQL query do not grow with the list', () => {
  it.each(['agent', 'brandAdmin', 'homeMover'] as const)(
    'the properties list with vault, action plan, sellers and organisation: as many calls for 3 properties as for 30 (%s)',
    async (role) => {
      const three = await costOf(tokens[role], PROPERTIES, { size: 3 });
      const thirty = await costOf(tokens[role], PROPERTIES, { size: 30 });
      expect(three.body.data.properties.nodes).toHaveLength(3);
      expect(thirty.body.data.properties.nodes).toHaveLength(30);
      expect(
        thirty.body.data.properties.nodes.every(
          (node: { vault: unknown; actionPlan: unknown }) => node.vault && node.actionPlan,
        ),
      ).toBe(true);
      expect(thirty.upstreamCalls).toBe(three.upstreamCalls);
      // The list, the vaults, the action plans; the viewer's record and organisation for roles that have one.
      expect(thirty.upstreamCalls).toBeLessThanOrEqual(5);
    },
  );

  it('the administrator’s attributes and the reports’ nested fields cost the same for 3 properties as for 30', async () => {
    const query = PROPERTIES.replace('viewerMayUpload }', 'viewerMayUpload }\n      attributes { key }');
    const three = await costOf(tokens.administrator, query, { size: 3 });
    const thirty = await costOf(tokens.administrator, query, { size: 30 });
    expect(thirty.body.data.properties.nodes).toHaveLength(30);
    expect(thirty.upstreamCalls).toBe(three.upstreamCalls);
  });

  it('30 single lookups of properties, users and organisations in one query cost one call each kind', async () => {
    const { body: list } = await costOf(tokens.agent, PROPERTIES, { size: 30 });
    const ids: string[] = list.data.properties.nodes.map((node: { id: string }) => node.id);
    const aliases = (count: number) =>
      `{ ${ids
        .slice(0, count)
        .map((id, i) => `p${i}: property(id: "${id}") { id vault { id } actionPlan { id } }`)
        .join(
          ' ',
        )} u: user(id: "${a.users.agent.id}") { id dateRegistered } o: organisation(id: "${a.agency.id}") { id typeName } }`;
    const three = await costOf(tokens.agent, aliases(3), {});
    const thirty = await costOf(tokens.agent, aliases(30), {});
    expect(thirty.upstreamCalls).toBe(three.upstreamCalls);
    expect(thirty.upstreamCalls).toBe(5);
  });

  it('an organisation list with each one’s phase configuration costs the list and one batch read, however many organisations', async () => {
    const query = '{ adminAgencies { id name phaseConfig { phases { __typename } } } }';
    const before = await costOf(tokens.administrator, query, {});
    for (let i = 0; i < 10; i++)
      await createOrganisation(app.database!.db, { type: 2, name: `Batch Agency ${i}`, parentId: a.brand.id });
    const after = await costOf(tokens.administrator, query, {});
    expect(after.body.data.adminAgencies.length).toBeGreaterThanOrEqual(before.body.data.adminAgencies.length + 10);
    expect(after.upstreamCalls).toBe(before.upstreamCalls);
    expect(after.upstreamCalls).toBeLessThanOrEqual(3);
  });

  it('inside one batch, a property outside the tenancy is NOT_FOUND for its own field only', async () => {
    const { body, upstreamCalls } = await callGraphql(
      app.url,
      `{ mine: property(id: "${a.property.id}") { id } theirs: property(id: "${b.property.id}") { id } }`,
      { token: tokens.agent },
    );
    expect(upstreamCalls).toBe(1);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ path: ['theirs'], extensions: { code: 'NOT_FOUND' } });
  });
});

describe('the REST batch reads', () => {
  it('answer every id as its single read would: found, or not found without a word about what it is', async () => {
    const ids = `${a.property.id},${b.property.id},999999`;
    const batch = await callApi(app.url, 'GET', `/batch/vaults?ids=${ids}`, { token: tokens.agent });
    expect(batch.status).toBe(200);
    const single = await Promise.all(
      [a.property.id, b.property.id, 999999].map((id) =>
        callApi(app.url, 'GET', `/property/${id}/uploads`, { token: tokens.agent }),
      ),
    );
    expect(
      batch.body.results.map((entry: { id: number; value?: unknown; error?: { status: number } }) => [
        entry.id,
        entry.value ? 200 : entry.error!.status,
      ]),
    ).toEqual([
      [a.property.id, single[0].status],
      [b.property.id, single[1].status],
      [999999, single[2].status],
    ]);
    expect(batch.body.results[0].value).toEqual(single[0].body);
    expect(batch.body.results[1].error).toEqual({ status: 404, ...single[1].body.error });
  });

  it('refuse more than 100 ids, and ids that are not ids, with a 400 that says why', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const tooMany = await callApi(app.url, 'GET', `/batch/properties?ids=${many}`, { token: tokens.agent });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Ask for at most 100 ids in one call; this call names 101.');
    for (const ids of ['', '1,,2', '0', '1,x', '2147483648', '-1']) {
      const refused = await callApi(app.url, 'GET', `/batch/organisations?ids=${encodeURIComponent(ids)}`, {
        token: tokens.agent,
      });
      expect(refused.status, ids).toBe(400);
      expect(refused.body.error.code).toBe('BAD_REQUEST');
    }
    const badUser = await callApi(app.url, 'GET', `/batch/users?ids=${encodeURIComponent('a b')}`, {
      token: tokens.agent,
    });
    expect(badUser.status).toBe(400);
  });
});
