import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_MESSAGES } from '../../domain/messages/programs.ts';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Relay cursor connections for programs (issue 28): paging with first/after and last/before visits
 * every item once, in a constant number of REST calls, whatever is added meanwhile; a cursor the
 * list did not give out is a typed error.
 */
let app: TestApp;
let a: Side;
let b: Side;
const db = () => app.database!.db;

async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
}

const PAGE = `query($first: Int, $after: String, $last: Int, $before: String, $search: String) {
  propertiesConnection(first: $first, after: $after, last: $last, before: $before, search: $search) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id name } }
  }
}`;

type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: string; name: string } }[];
};

async function page(token: string, variables: Record<string, unknown>): Promise<{ page: Page; upstreamCalls: number }> {
  const { body, upstreamCalls } = await callGraphql(app.url, PAGE, { token, variables });
  expect(body.errors).toBeUndefined();
  return { page: body.data.propertiesConnection as Page, upstreamCalls };
}

/** A fresh agency with its own agent and `count` properties, so each run pages a list of known length. */
async function agencyWith(count: number) {
  const agency = await createOrganisation(db(), { type: ORGANISATION_TYPE.agency, parentId: a.brand.id });
  const agent = await createUser(db(), { role: ROLE.agent, organisationId: agency.id });
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(String((await createProperty(db(), { agencyId: agency.id, name: `Keyset ${i}` })).id));
  return { agency, token: await tokenFor(agent.id), ids };
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a, b } = await buildTwoBrands(db()));
});
afterAll(() => app?.close());

describe('propertiesConnection', () => {
  it('paging forwards with random page sizes visits every property once, newest first; a property added meanwhile shifts nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 25 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        async (count, sizes, insertAt) => {
          const { agency, token, ids } = await agencyWith(count);
          const seen: string[] = [];
          let after: string | null = null;
          for (let step = 0; ; step++) {
            // Added after the first page was read: newer than every cursor, so never on a later page.
            if (step === insertAt) await createProperty(db(), { agencyId: agency.id, name: 'Added while paging' });
            const { page: current } = await page(token, { first: sizes[step % sizes.length], after });
            seen.push(...current.edges.map((edge) => edge.node.id));
            expect(current.pageInfo.endCursor).toBe(current.edges.at(-1)?.cursor ?? null);
            expect(current.pageInfo.hasPreviousPage).toBe(after !== null && seen.length > current.edges.length);
            if (!current.pageInfo.hasNextPage) break;
            after = current.pageInfo.endCursor;
            expect(step).toBeLessThan(count + 1);
          }
          // Exactly the properties there were when paging began, each once, newest (highest id) first.
          expect(seen).toEqual([...ids].reverse());
        },
      ),
      { numRuns: 12 },
    );
  });

  it('paging backwards with last/before visits every property once, each page in list order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 20 }),
        async (count, sizes) => {
          const { token, ids } = await agencyWith(count);
          const pages: string[][] = [];
          let before: string | null = null;
          for (let step = 0; ; step++) {
            const { page: current } = await page(token, { last: sizes[step % sizes.length], before });
            pages.unshift(current.edges.map((edge) => edge.node.id));
            if (!current.pageInfo.hasPreviousPage) break;
            before = current.pageInfo.startCursor;
            expect(step).toBeLessThan(count + 1);
          }
          expect(pages.flat()).toEqual([...ids].reverse());
        },
      ),
      { numRuns: 8 },
    );
  });

  it('counts every match, reports the pages on either side and sees only the viewer’s tenancy', async () => {
    const { token, ids } = await agencyWith(5);
    const first = (await page(token, { first: 2 })).page;
    expect(first.totalCount).toBe(5);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const middle = (await page(token, { first: 2, after: first.pageInfo.endCursor })).page;
    expect(middle.edges.map((edge) => edge.node.id)).toEqual([ids[2], ids[1]]);
    expect(middle.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    // Back from the middle page's start: the first page again.
    const back = (await page(token, { last: 5, before: middle.pageInfo.startCursor })).page;
    expect(back.edges.map((edge) => edge.node.id)).toEqual([ids[4], ids[3]]);
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // first: 0 answers the count alone.
    expect((await page(token, { first: 0 })).page).toMatchObject({
      totalCount: 5,
      edges: [],
      pageInfo: { hasNextPage: true, startCursor: null, endCursor: null },
    });
    // The search narrows the count too.
    expect((await page(token, { first: 10, search: 'Keyset 3' })).page.edges.map((edge) => edge.node.id)).toEqual([
      ids[3],
    ]);
    // Brand B's agent never sees these.
    const other = (await page(await tokenFor(b.users.agent.id), { first: 100 })).page;
    expect(other.edges.map((edge) => edge.node.id)).not.toContain(ids[0]);
  });

  it('costs the same REST calls for a page of 3 as for a page of 30, nested fields included', async () => {
    const { token } = await agencyWith(30);
    const nested = `query($first: Int) { propertiesConnection(first: $first) { totalCount edges { cursor node { id vault { id documents { id } } actionPlan { id complete } } } } }`;
    const three = await callGraphql(app.url, nested, { token, variables: { first: 3 } });
    const thirty = await callGraphql(app.url, nested, { token, variables: { first: 30 } });
    expect(three.body.errors).toBeUndefined();
    expect(thirty.body.data.propertiesConnection.edges).toHaveLength(30);
    expect(thirty.upstreamCalls).toBe(three.upstreamCalls);
    expect(thirty.upstreamCalls).toBeLessThanOrEqual(4);
  });

  it('a cursor the list did not give out is INVALID_CURSOR, never a 500', async () => {
    const token = await tokenFor(a.users.agent.id);
    const { page: first } = await page(token, { first: 1 });
    const organisationCursor = (
      await callGraphql(app.url, '{ brandsConnection(first: 1) { pageInfo { endCursor } } }', {
        token: await tokenFor(a.users.administrator.id),
      })
    ).body.data.brandsConnection.pageInfo.endCursor;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.base64String(),
          fc.constant(organisationCursor),
          fc.constant(`${first.pageInfo.endCursor}x`),
          fc.constant(Buffer.from('v1:property:0').toString('base64url')),
        ),
        fc.boolean(),
        async (cursor, forward) => {
          const { status, body } = await callGraphql(app.url, PAGE, {
            token,
            variables: forward ? { first: 2, after: cursor } : { last: 2, before: cursor },
          });
          expect(status).toBe(200);
          expect(body.errors?.[0]).toMatchObject({
            message: PROGRAM_MESSAGES.cursorInvalid(cursor.length > 80 ? `${cursor.slice(0, 80)}…` : cursor),
            extensions: { code: 'INVALID_CURSOR' },
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses first with last, after with before, and sizes outside 0 to 100', async () => {
    const token = await tokenFor(a.users.agent.id);
    for (const variables of [
      { first: 1, last: 1 },
      { first: 1, before: 'x' },
      { last: 1, after: 'x' },
    ]) {
      const { body } = await callGraphql(app.url, PAGE, { token, variables });
      expect(body.errors?.[0]).toMatchObject({
        message: PROGRAM_MESSAGES.connectionOneDirection,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    for (const variables of [{ first: 101 }, { first: -1 }, { last: 1000 }]) {
      const { body } = await callGraphql(app.url, PAGE, { token, variables });
      expect(body.errors?.[0]).toMatchObject({
        message: PROGRAM_MESSAGES.connectionSizeInvalid(100),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe('GET /api/properties with after / before', () => {
  it('pages by property id, and refuses after with before or with page', async () => {
    const { token, ids } = await agencyWith(4);
    const newest = await callApi(app.url, 'GET', '/properties?after=&page_size=3', { token });
    expect(newest.status).toBe(200);
    expect(newest.body.properties.map((p: { id: number }) => String(p.id))).toEqual([ids[3], ids[2], ids[1]]);
    expect(newest.body.pagination).toMatchObject({ total: 4, remaining: 4, page_size: 3 });
    const older = await callApi(app.url, 'GET', `/properties?after=${ids[1]}&page_size=3`, { token });
    expect(older.body.properties.map((p: { id: number }) => String(p.id))).toEqual([ids[0]]);
    expect(older.body.pagination).toMatchObject({ total: 4, remaining: 1 });
    const newer = await callApi(app.url, 'GET', `/properties?before=${ids[0]}&page_size=2`, { token });
    expect(newer.body.properties.map((p: { id: number }) => String(p.id))).toEqual([ids[2], ids[1]]);
    expect(
      (await callApi(app.url, 'GET', `/properties?after=${ids[1]}&before=${ids[0]}`, { token })).body,
    ).toMatchObject({ error: { message: PROGRAM_MESSAGES.keysetOneDirection } });
    expect((await callApi(app.url, 'GET', `/properties?after=${ids[1]}&page=2`, { token })).status).toBe(400);
    for (const bad of ['abc', '-1', '1.5', '12345678901']) {
      const refused = await callApi(app.url, 'GET', `/properties?after=${bad}`, { token });
      expect(refused.status).toBe(400);
      // The refusal says what a cursor must be, not the pattern it failed.
      expect(refused.body.error.message).toBe(
        'Invalid request: querystring/after must be a property id: digits only, at most 10.',
      );
    }
    // Ten digits past the id range: after it comes every property, before it none.
    const pastEveryId = await callApi(app.url, 'GET', '/properties?after=9999999999&page_size=3', { token });
    expect(pastEveryId.body.properties.map((p: { id: number }) => String(p.id))).toEqual([ids[3], ids[2], ids[1]]);
    expect((await callApi(app.url, 'GET', '/properties?before=2147483648', { token })).body.properties).toEqual([]);
  });
});

describe('the admin tables as connections', () => {
  const LISTS = [
    ['brandsConnection', 'brands', 'id'],
    ['adminAgenciesConnection', 'adminAgencies', 'id'],
    ['solicitorsFirmsConnection', 'solicitorsFirms', 'id'],
    ['adminAgentsConnection', 'adminAgents', 'id'],
    ['solicitorsConnection', 'solicitors', 'id'],
    ['moversConnection', 'movers', 'id'],
  ] as const;

  it.each(LISTS)(
    '%s pages through exactly the items of %s, two at a time, in one REST call per page',
    async (connection, list) => {
      const token = await tokenFor(a.users.administrator.id);
      const whole = await callGraphql(app.url, `{ ${list} { id } }`, { token });
      const expected = (whole.body.data[list] as { id: string }[]).map((item) => item.id);
      const seen: string[] = [];
      let after: string | null = null;
      for (let step = 0; step <= expected.length; step++) {
        const { body, upstreamCalls } = await callGraphql(
          app.url,
          `query($after: String) { ${connection}(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`,
          { token, variables: { after } },
        );
        expect(body.errors).toBeUndefined();
        const current = body.data[connection];
        expect(current.totalCount).toBe(expected.length);
        // The viewer (for @auth) and the list.
        expect(upstreamCalls).toBeLessThanOrEqual(2);
        seen.push(...current.edges.map((edge: { node: { id: string } }) => edge.node.id));
        if (!current.pageInfo.hasNextPage) break;
        after = current.pageInfo.endCursor;
      }
      expect([...seen].sort()).toEqual([...expected].sort());
      expect(new Set(seen).size).toBe(seen.length);
    },
  );

  it('deadLetterJobsConnection answers for an administrator, and the old list is marked deprecated', async () => {
    const token = await tokenFor(a.users.administrator.id);
    const { body } = await callGraphql(
      app.url,
      '{ deadLetterJobsConnection(first: 5) { totalCount edges { cursor node { id } } } }',
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.deadLetterJobsConnection.totalCount).toBeGreaterThanOrEqual(0);
    const schema = await callGraphql(
      app.url,
      '{ __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
      { token },
    );
    const field = schema.body.data.__type.fields.find((f: { name: string }) => f.name === 'deadLetterJobs');
    expect(field).toMatchObject({
      isDeprecated: true,
      deprecationReason: expect.stringMatching(/deadLetterJobsConnection.*\d{4}-\d{2}-\d{2}/),
    });
  });
});
