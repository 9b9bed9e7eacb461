import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type RoleName } from '../../domain/roles.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * The batch reads behind the gateway's loaders read every id in one statement with the tenancy
 * rule in it: the statements the database receives for a page of properties with their vaults,
 * action plans and the viewer's organisation are as many for 3 cards as for 100. Every statement
 * is counted where the app hands it to the database driver (pg's client, or PGlite when there is
 * no PostgreSQL), so nothing the request causes is left out.
 */
let counting = false;
let statements = 0;
/**
 * Housekeeping that runs on its own clock or off the request's path, whatever the page asks for:
 * the rate limiter's shared counters, the revocation and disabled-account lists a process refreshes,
 * the viewer's activity stamp (at most every five minutes) and the job runner.
 */
const HOUSEKEEPING =
  /\brate_limits\b|\bsession_revocations\b|"disabled_at" is not null|"last_activity" = \$1|^\s*(update|delete from) jobs\b/;
function count<T extends (...args: never[]) => unknown>(original: T): T {
  return function (this: unknown, ...args: Parameters<T>) {
    const first: unknown = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (counting && text && !HOUSEKEEPING.test(text)) statements += 1;
    return original.apply(this, args);
  } as T;
}
const pgQuery = pg.Client.prototype.query;
const pgliteQuery = PGlite.prototype.query;
pg.Client.prototype.query = count(pgQuery as (...args: never[]) => unknown) as typeof pgQuery;
PGlite.prototype.query = count(pgliteQuery as (...args: never[]) => unknown) as typeof pgliteQuery;

let app: TestApp;
let a: Side;
let b: Side;
let tokens: Record<RoleName, string>;
const mine: number[] = [];

const PAGE = `query($size: Int!) {
  viewer { id user { id organisation { id name typeName numAgents numProperties } } }
  properties(pageSize: $size) {
    nodes {
      id name numSellers userEmails agenciesNames
      vault { id documents { id name } viewerMayUpload }
      publicRecords { pending fetching records { source status } }
      actionPlan { id complete allSellersSigned items { id status } }
    }
  }
}`;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', JOB_POLL_MS: '600000' });
  // The live streams' sweeps (lapsed presence, old events) run on their own clock, in transactions
  // whose begin and commit would be counted; no live stream is open here, so they are stopped.
  await app.liveStreams?.stop();
  const db = app.database!.db;
  ({ a, b } = await buildTwoBrands(db));
  // 100 more properties of brand A's agency, each with a seller of its own and two documents.
  const seller = await createUser(db, { role: ROLE.homeMover });
  for (let i = 0; i < 100; i++) {
    const property = await createProperty(db, {
      agencyId: a.agency.id,
      sellerIds: [seller.id, a.users.homeMover.id],
      madeAvailableTo: [a.firm.id],
    });
    mine.push(property.id);
    await db
      .insertInto('uploads')
      .values(
        ['plan.pdf', 'epc.pdf'].map((name) => ({
          property_id: property.id,
          storage_key: `batch/${property.id}/${name}`,
          file_name: name,
          original_file_name: name,
          content_type: 'application/pdf',
          size: 1000,
          uploaded_by: seller.id,
        })),
      )
      .execute();
  }
  await createProperty(db, { agencyId: a.agency.id, deleted: true }).then((gone) => mine.push(gone.id));
  tokens = await webTokensFor(db, app.publicUrl, a.users);
  // The attribute jobs the new properties queued are background work, not the request's: they are
  // dropped, and with the idle job runner looking for work every ten minutes only, nothing but the
  // request runs statements while it is counted.
  await db.deleteFrom('jobs').where('status', '=', 'pending').execute();
});
afterAll(async () => {
  pg.Client.prototype.query = pgQuery;
  PGlite.prototype.query = pgliteQuery;
  await app?.close();
});

async function statementsFor(token: string, size: number) {
  statements = 0;
  counting = true;
  const { body } = await callGraphql(app.url, PAGE, { token, variables: { size } });
  counting = false;
  expect(body.errors).toBeUndefined();
  expect(body.data.properties.nodes).toHaveLength(size);
  return { statements, nodes: body.data.properties.nodes as { vault: { documents: unknown[] } }[] };
}

describe('SQL statements per GraphQL query', () => {
  it.each(['agent', 'brandAdmin', 'homeMover'] as const)(
    'a page of 100 properties with vaults, action plans, public records and the organisation costs the statements a page of 3 does (%s)',
    async (role) => {
      // Once first, so what a first request does once (the viewer's activity stamp) is behind us.
      await statementsFor(tokens[role], 3);
      const three = await statementsFor(tokens[role], 3);
      const hundred = await statementsFor(tokens[role], 100);
      expect(hundred.nodes.filter((node) => node.vault.documents.length === 2).length).toBeGreaterThanOrEqual(99);
      expect(hundred.statements).toBe(three.statements);
      // The viewer, the page (ids and counts, then rows), each batch read and its viewer, the viewer's record and organisation.
      expect(hundred.statements).toBeLessThanOrEqual(11);
    },
  );
});

describe('a batch read answers each id as its single read does', () => {
  type Route = { batch: string; single: (id: string | number) => string; ids: () => (string | number)[] };
  const propertyIds = () => [mine[0], mine[50], a.property.id, b.property.id, mine.at(-1)!, 999_999];
  const routes: Route[] = [
    { batch: 'properties', single: (id) => `/property/${id}`, ids: propertyIds },
    { batch: 'vaults', single: (id) => `/property/${id}/uploads`, ids: propertyIds },
    { batch: 'action-plans', single: (id) => `/property/${id}/action-plan`, ids: propertyIds },
    { batch: 'public-records', single: (id) => `/property/${id}/public-records`, ids: propertyIds },
    { batch: 'portal-links', single: (id) => `/property/${id}/portal-listing`, ids: propertyIds },
    {
      batch: 'users',
      single: (id) => `/user/${id}`,
      ids: () => [...Object.values(a.users).map((user) => user.id), b.users.agent.id, 'nobody-at-all'],
    },
    {
      batch: 'organisations',
      single: (id) => `/organisation/${id}`,
      ids: () => [a.brand.id, a.agency.id, a.firm.id, a.simpleOrg.id, b.agency.id, 999_999],
    },
    {
      batch: 'phase-configs',
      single: (id) => `/organisation/${id}/phase-config`,
      ids: () => [a.brand.id, a.agency.id, a.firm.id, b.agency.id, 999_999],
    },
  ];

  it.each(routes.map((route) => [route.batch, route] as const))('/batch/%s, for every role', async (_, route) => {
    for (const role of Object.keys(tokens) as RoleName[]) {
      const ids = route.ids();
      const batch = await callApi(app.url, 'GET', `/batch/${route.batch}?ids=${ids.join(',')}`, {
        token: tokens[role],
      });
      const singles = await Promise.all(
        ids.map((id) => callApi(app.url, 'GET', route.single(id), { token: tokens[role] })),
      );
      if (batch.status !== 200) {
        // A right the whole call lacks is refused as the single reads are.
        expect(
          singles.map((single) => single.status),
          `${route.batch} as ${role}`,
        ).toEqual(ids.map(() => batch.status));
        continue;
      }
      const answers = batch.body.results.map((entry: { value?: unknown; error?: { status: number } }) =>
        entry.value !== undefined
          ? { status: 200, body: entry.value }
          : { status: entry.error!.status, body: { error: entry.error } },
      );
      const expected = singles.map((single) =>
        single.status === 200
          ? { status: 200, body: single.body }
          : { status: single.status, body: { error: { status: single.status, ...single.body.error } } },
      );
      expect(answers, `${route.batch} as ${role}`).toEqual(expected);
    }
  });
});
