import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { ROLE } from '../../domain/roles.ts';
import { callApi } from '../fixtures/http.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

let app: TestApp;
let a: Side;
let b: Side;
const tokens = {} as Record<'admin' | 'agent' | 'simple' | 'seller' | 'sellerB', string>;

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

const db = () => app.database!.db;

/** The passport the wizard stores for a leasehold with 72 years left, a restriction and no charge, held since 2008. */
const PASSPORT = {
  title_number: 'GR1',
  tenure_title_code: 60,
  leasehold: true,
  leaseTerm: 72,
  current_proprietorship_date: '2008-05-01',
  report: {
    proprietors: ['NOBODY ELSE'],
    restrictions: ['RESTRICTION: No disposition by a sole proprietor'],
    charges: [],
    restrictive_covenants: ['no trade'],
    last_sale: { price: 200000, date: '2008-05-01' },
  },
};

async function attributesOf(propertyId: number): Promise<Record<string, string[]>> {
  const rows = await db()
    .selectFrom('property_attributes')
    .select(['key', 'dimension'])
    .where('property_id', '=', propertyId)
    .execute();
  const out: Record<string, string[]> = {};
  for (const row of rows) (out[row.key] ??= []).push(row.dimension);
  return out;
}

/** Waits for the background runner to work through the attribute jobs the database queued (waiting or in hand). */
async function settled(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    await app.jobs!.runDueJobs();
    const pending = await db()
      .selectFrom('jobs')
      .select('id')
      .where('queue', 'like', 'attributes%')
      .where('status', 'in', ['pending', 'running'])
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('attribute jobs did not finish');
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', JOB_POLL_MS: '50' });
  ({ a, b } = await buildTwoBrands(db()));
  const admin = await createUser(db(), { role: ROLE.administrator });
  tokens.admin = await tokenFor(admin.id);
  tokens.agent = await tokenFor(a.users.agent.id);
  tokens.simple = await tokenFor(a.users.simple.id);
  tokens.seller = await tokenFor(a.users.homeMover.id);
  tokens.sellerB = await tokenFor(b.users.homeMover.id);
  await db()
    .updateTable('properties')
    .set({ data: sql`${JSON.stringify({ passport: PASSPORT })}::jsonb` })
    .where('id', '=', a.property.id)
    .execute();
  await settled();
});
afterAll(() => app?.close());

describe('the attribute engine', () => {
  it('derives a property’s attributes when its title data is stored', async () => {
    const attributes = await attributesOf(a.property.id);
    expect(attributes.short_lease).toEqual(['true']);
    expect(attributes.restrictions).toEqual(['true']);
    expect(attributes.restrictive_covenants).toEqual(['true']);
    expect(attributes.tenure).toEqual(['leasehold']);
    expect(attributes.fraud_risk_no_charge_long_held).toEqual(['true']);
    expect(attributes.fraud_risk_proprietor_mismatch).toEqual(['true']);
    expect(attributes.mortgage_check_title).toEqual(['AMBER']);
  });

  it('recomputes after answers are saved: a dispute makes due diligence red', async () => {
    expect((await attributesOf(a.property.id)).mortgage_check_due_diligence).toEqual(['AMBER']);
    const saved = await callApi(app.url, 'POST', `/questionnaire/${a.property.id}/2`, {
      token: tokens.seller,
      body: { answers: { ta6_2_1_1: '1' } },
    });
    expect(saved.status).toBe(200);
    await settled();
    const attributes = await attributesOf(a.property.id);
    expect(attributes.mortgage_check_due_diligence).toEqual(['RED']);
    expect(attributes.complexity_issues).toContain('disputes');
  });

  it('recomputes after a phase change: predicted weeks fall by the phase addition', async () => {
    const before = await db()
      .selectFrom('property_attributes')
      .select('value')
      .where('property_id', '=', a.property.id)
      .where('key', '=', 'predicted_weeks')
      .executeTakeFirstOrThrow();
    await db().updateTable('properties').set({ phase_id: 3 }).where('id', '=', a.property.id).execute();
    await settled();
    const after = await db()
      .selectFrom('property_attributes')
      .select('value')
      .where('property_id', '=', a.property.id)
      .where('key', '=', 'predicted_weeks')
      .executeTakeFirstOrThrow();
    expect(before.value! - after.value!).toBe(4);
    await db().updateTable('properties').set({ phase_id: 1 }).where('id', '=', a.property.id).execute();
    await settled();
  });

  it('queues one job for many changes to one property', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const phase of [2, 3, 1])
          await trx.updateTable('properties').set({ phase_id: phase }).where('id', '=', b.property.id).execute();
      });
    const jobs = await db()
      .selectFrom('jobs')
      .select('id')
      .where('queue', '=', 'attributes')
      .where('status', '=', 'pending')
      .execute();
    expect(jobs).toHaveLength(1);
    await settled();
  });
});

describe('GET /attributes/summary', () => {
  it('counts the viewer’s properties by attribute and dimension, with sources and averages', async () => {
    const response = await callApi(app.url, 'GET', '/attributes/summary?all_fields=true', { token: tokens.agent });
    expect(response.status).toBe(200);
    const shortLease = response.body.attributes.find((item: { key: string }) => item.key === 'short_lease');
    expect(shortLease).toMatchObject({
      name: 'Short lease',
      source: { name: 'legal_alerts', title: 'Legal Alerts' },
      metrics: { count: { true: 1 }, average: null },
    });
    // Every property in scope has every attribute: unset inputs count under ''.
    expect(shortLease.metrics.total).toBe(response.body.metadata.total_properties);
    const complexity = response.body.attributes.find((item: { key: string }) => item.key === 'complexity');
    expect(complexity.metrics.average).toBeGreaterThan(20);
    expect(response.body.filter_options.phase).toHaveLength(3);
  });

  it('keeps to the tenancy: brand B’s seller does not count brand A’s property', async () => {
    const response = await callApi(app.url, 'GET', '/attributes/summary', { token: tokens.sellerB });
    const shortLease = response.body.attributes.find((item: { key: string }) => item.key === 'short_lease');
    expect(shortLease.metrics.count.true).toBeUndefined();
  });

  it('gives simple users the basic attributes even when they ask for all fields', async () => {
    const response = await callApi(app.url, 'GET', '/attributes/summary?all_fields=true', { token: tokens.simple });
    const keys = response.body.attributes.map((item: { key: string }) => item.key);
    expect(keys).toContain('short_lease');
    expect(keys).not.toContain('mortgage_combined');
  });

  it('filters by date range, search and phase', async () => {
    const future = encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());
    const later = await callApi(app.url, 'GET', `/attributes/summary?created_after=${future}`, { token: tokens.admin });
    expect(later.body.metadata.total_properties).toBe(0);
    const searched = await callApi(
      app.url,
      'GET',
      `/attributes/summary?search=${encodeURIComponent(a.property.name)}`,
      { token: tokens.admin },
    );
    expect(searched.body.metadata.total_properties).toBeGreaterThanOrEqual(1);
    const phase = await callApi(app.url, 'GET', '/attributes/summary?phase=3', { token: tokens.admin });
    expect(phase.body.metadata.total_properties).toBe(0);
  });

  it('refuses a reversed date range and a malformed date', async () => {
    const reversed = await callApi(
      app.url,
      'GET',
      '/attributes/summary?created_after=2026-02-01T00:00:00Z&created_before=2026-01-01T00:00:00Z',
      { token: tokens.admin },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.message).toBe(MESSAGES.attributeDateRangeReversed);
    const malformed = await callApi(app.url, 'GET', '/attributes/summary?created_after=yesterday', {
      token: tokens.admin,
    });
    expect(malformed.status).toBe(400);
  });
});

describe('GET /attributes/examples', () => {
  it('lists the properties behind a count, newest first', async () => {
    const response = await callApi(app.url, 'GET', '/attributes/examples?short_lease=true', { token: tokens.admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      key: 'short_lease',
      dimension: 'true',
      total: 1,
      examples: [{ id: a.property.id, name: a.property.name }],
    });
  });

  it('treats <unset> as the empty dimension', async () => {
    const response = await callApi(
      app.url,
      'GET',
      `/attributes/examples?short_lease=${encodeURIComponent('<unset>')}`,
      { token: tokens.admin },
    );
    expect(response.body.examples.map((example: { id: number }) => example.id)).toContain(b.property.id);
  });

  it('needs exactly one known attribute', async () => {
    const none = await callApi(app.url, 'GET', '/attributes/examples', { token: tokens.admin });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(MESSAGES.attributeExampleKeyRequired);
    const two = await callApi(app.url, 'GET', '/attributes/examples?short_lease=true&restrictions=true', {
      token: tokens.admin,
    });
    expect(two.status).toBe(400);
    const unknown = await callApi(app.url, 'GET', '/attributes/examples?favourite_colour=blue', {
      token: tokens.admin,
    });
    expect(unknown.body.error.message).toBe(MESSAGES.attributeUnknown('favourite_colour'));
  });
});

describe('statistics', () => {
  it('counts the tables over every current property and keeps the snapshot until refreshed', async () => {
    const first = await callApi(app.url, 'GET', '/attributes/statistics', { token: tokens.admin });
    expect(first.status).toBe(200);
    expect(first.body.counts.tenure.leasehold).toBe(1);
    expect(first.body.counts.tenure.leaseholdlessthan80).toBe(1);
    expect(first.body.percentages.tenure.leaseholdlessthan80).toBe(100);
    const extra = await createProperty(db(), { agencyId: a.agency.id });
    await db()
      .updateTable('properties')
      .set({ data: sql`${JSON.stringify({ passport: PASSPORT })}::jsonb` })
      .where('id', '=', extra.id)
      .execute();
    await settled();
    const cached = await callApi(app.url, 'GET', '/attributes/statistics', { token: tokens.admin });
    expect(cached.body.counts.tenure.leasehold).toBe(1);
    const refreshed = await callApi(app.url, 'POST', '/attributes/statistics/refresh', { token: tokens.admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.counts.tenure.leasehold).toBe(2);
    expect(refreshed.body.totalProps).toBe(first.body.totalProps + 1);
    await settled();
  });
});

describe('GET /attributes/properties', () => {
  it('returns the attributes of the asked properties with their sources', async () => {
    const response = await callApi(app.url, 'GET', `/attributes/properties?ids=${a.property.id},${b.property.id}`, {
      token: tokens.admin,
    });
    expect(response.body.properties).toHaveLength(2);
    const first = response.body.properties.find(
      (entry: { property_id: number }) => entry.property_id === a.property.id,
    );
    expect(first.attributes.find((attribute: { key: string }) => attribute.key === 'short_lease')).toMatchObject({
      dimension: 'true',
      source: { name: 'legal_alerts' },
    });
  });

  it('refuses malformed ids', async () => {
    const response = await callApi(app.url, 'GET', '/attributes/properties?ids=1,,x', { token: tokens.admin });
    expect(response.status).toBe(400);
  });
});
