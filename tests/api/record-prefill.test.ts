import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { createPublicRecord } from '../fixtures/public-records.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const ABOUT = 4;
const INFO = 2;
const BAND = '/propertyPack/councilTax/councilTaxBand';
const RATING = '/propertyPack/energyEfficiency/certificate/currentEnergyRating';
const LODGED = '/propertyPack/energyEfficiency/certificate/lodgementDate';
const LISTED = '/propertyPack/listingAndConservation/isListed/yesNo';
const CONSERVATION = '/propertyPack/listingAndConservation/isConservationArea/yesNo';
const TREES = '/propertyPack/listingAndConservation/hasTreePreservationOrder/yesNo';

let app: TestApp;
let agencyId: number;
const people = {} as Record<'seller' | 'agent', { id: string; token: string }>;

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

const load = (propertyId: number, questionnaire: number, who: keyof typeof people = 'seller') =>
  callApi(app.url, 'GET', `/questionnaire/${propertyId}/${questionnaire}`, { token: people[who].token });
const save = (propertyId: number, questionnaire: number, answers: Record<string, unknown>) =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaire}`, {
    token: people.seller.token,
    body: { answers },
  });
const confirm = (propertyId: number, questionnaire: number, section: string, who: keyof typeof people = 'seller') =>
  callApi(app.url, 'POST', `/questionnaire/${propertyId}/${questionnaire}/confirm`, {
    token: people[who].token,
    body: { section },
  });

/** A property whose council tax, energy certificate and planning records were found. */
async function propertyWithRecords() {
  const db = app.database!.db;
  const property = await createProperty(db, { agencyId, sellerIds: [people.seller.id] });
  await createPublicRecord(
    db,
    property.id,
    'council-tax',
    { [BAND]: 'C' },
    { reference: 'CTB-4417', retrievedAt: '2026-11-20T09:00:00.000Z' },
  );
  await createPublicRecord(
    db,
    property.id,
    'energy-certificate',
    { [RATING]: 'C' },
    { reference: '0300-2874-0000', recordDate: '2021-03-12', sample: true },
  );
  await createPublicRecord(
    db,
    property.id,
    'planning-constraints',
    { [LISTED]: false, [CONSERVATION]: 'No', [TREES]: false },
    { recordDate: '2026-10-01' },
  );
  return property.id;
}

async function history(propertyId: number, key: string) {
  return app
    .database!.db.selectFrom('answer_history')
    .select(['value', 'source', 'provenance', 'changed_by'])
    .where('property_id', '=', propertyId)
    .where('answer_key', '=', key)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  agencyId = (await createOrganisation(db, { type: 2 })).id;
  for (const [name, role, organisationId] of [
    ['seller', ROLE.homeMover, null],
    ['agent', ROLE.agent, agencyId],
  ] as const) {
    const user = await createUser(db, { role, organisationId });
    people[name] = { id: user.id, token: await tokenFor(user.id) };
  }
});
afterAll(() => app?.close());

describe('prefill from public records', () => {
  it('fills every question a record answers, saying where each came from', async () => {
    const propertyId = await propertyWithRecords();
    const about = (await load(propertyId, ABOUT)).body;
    expect(about.answers).toMatchObject({
      council_tax_band: 'C',
      energy_rating: '3',
      listed_building: '2',
      conservation_area: '2',
      tree_preservation_order: '2',
    });
    expect(about.sources.energy_rating).toMatchObject({
      kind: 'record',
      record_source: 'energy-certificate',
      reference: '0300-2874-0000',
      record_date: '2021-03-12',
      sample: true,
      line: 'From the energy certificate of 12 March 2021',
      confirmed: false,
      counted: true,
    });
    expect(about.sources.council_tax_band).toMatchObject({
      line: 'From the council tax valuation list, retrieved 20 November 2026',
      sample: false,
    });
    // The same facts, stored once, show in property information too.
    const info = (await load(propertyId, INFO)).body;
    expect(info.answers).toMatchObject({ ta6_4_7a1: '2', ta6_4_7b1: '2', ta6_4_8_1: '2' });
    expect(info.sources.ta6_4_7a1).toMatchObject({
      kind: 'record',
      record_source: 'planning-constraints',
      line: 'From the planning register of 1 October 2026',
    });
  });

  it('never fills over the seller’s own answer', async () => {
    const db = app.database!.db;
    const propertyId = (await createProperty(db, { agencyId, sellerIds: [people.seller.id] })).id;
    expect((await save(propertyId, ABOUT, { council_tax_band: 'E' })).status).toBe(200);
    await createPublicRecord(db, propertyId, 'council-tax', { [BAND]: 'C' });
    const about = (await load(propertyId, ABOUT)).body;
    expect(about.answers.council_tax_band).toBe('E');
    expect(about.sources.council_tax_band).toBeUndefined();
  });

  it('fills a record that arrives after the form was first opened, once', async () => {
    const db = app.database!.db;
    const propertyId = (await createProperty(db, { agencyId, sellerIds: [people.seller.id] })).id;
    expect((await load(propertyId, ABOUT)).body.answers.council_tax_band).toBeUndefined();
    await createPublicRecord(db, propertyId, 'council-tax', { [BAND]: 'B' });
    expect((await load(propertyId, ABOUT)).body.answers.council_tax_band).toBe('B');
    await load(propertyId, ABOUT);
    expect(await history(propertyId, `pdtf:${BAND}`)).toHaveLength(1);
  });

  it('keeps both the prefilled value with its source and the seller’s change in the history; a cleared answer stays cleared', async () => {
    const propertyId = await propertyWithRecords();
    await load(propertyId, ABOUT);
    expect((await save(propertyId, ABOUT, { listed_building: '1' })).status).toBe(200);
    const rows = await history(propertyId, `pdtf:${LISTED}`);
    expect(rows.map((row) => [row.value, row.source])).toEqual([
      [{ v: '2' }, 'record'],
      [{ v: '1' }, 'answer'],
    ]);
    expect(rows[0]!.provenance).toMatchObject({ source: 'planning-constraints', recordDate: '2026-10-01' });
    const changed = (await load(propertyId, ABOUT)).body;
    expect(changed.answers.listed_building).toBe('1');
    expect(changed.sources.listed_building).toBeUndefined();

    expect((await save(propertyId, ABOUT, { conservation_area: null })).status).toBe(200);
    expect((await load(propertyId, ABOUT)).body.answers.conservation_area).toBeUndefined();
  });

  it('answers that the energy certificate is already supplied while the lodged certificate is current, and leaves an expired one to the seller', async () => {
    const db = app.database!.db;
    const lodgedOn = (yearsAgo: number) => `${new Date().getUTCFullYear() - yearsAgo}-01-15`;
    const withCertificate = async (lodgementDate: string) => {
      const property = await createProperty(db, { agencyId, sellerIds: [people.seller.id] });
      await createPublicRecord(
        db,
        property.id,
        'energy-certificate',
        { [RATING]: 'D', [LODGED]: lodgementDate },
        { reference: '0300-2874-0001', recordDate: lodgementDate, sample: true },
      );
      return (await load(property.id, INFO)).body;
    };
    const current = await withCertificate(lodgedOn(3));
    expect(current.answers.ta6_7_6_1).toBe('6');
    expect(current.sources.ta6_7_6_1).toMatchObject({
      kind: 'record',
      record_source: 'energy-certificate',
      reference: '0300-2874-0001',
      counted: true,
    });
    const expired = await withCertificate(lodgedOn(11));
    expect(expired.answers.ta6_7_6_1 ?? null).toBeNull();
  });
});

describe('"These are right"', () => {
  it('is offered on a section whose answers all came from records, and confirming makes them count', async () => {
    const propertyId = await propertyWithRecords();
    const before = (await load(propertyId, ABOUT)).body;
    expect(before.confirmable_sections).toContain('restrictions');
    expect(before.sources.listed_building).toMatchObject({ confirmed: false, counted: false });
    const confirmed = await confirm(propertyId, ABOUT, 'restrictions');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed.sort()).toEqual([
      'conservation_area',
      'listed_building',
      'tree_preservation_order',
    ]);
    expect(confirmed.body.completion.sections.restrictions).toBeGreaterThan(
      before.completion.sections.restrictions ?? 0,
    );

    const after = (await load(propertyId, ABOUT)).body;
    expect(after.sources.listed_building).toMatchObject({
      confirmed: true,
      counted: true,
      line: 'From the planning register of 1 October 2026',
    });
    expect(after.confirmable_sections).not.toContain('restrictions');
    expect(after.completion).toEqual(confirmed.body.completion);
    // Property information shares the confirmed answers and counts them too.
    const info = (await load(propertyId, INFO)).body;
    expect(info.sources.ta6_4_7a1).toMatchObject({ confirmed: true, counted: true });

    const again = await confirm(propertyId, ABOUT, 'restrictions');
    expect(again.body.confirmed).toEqual([]);
    expect((await history(propertyId, `pdtf:${LISTED}`)).map((row) => row.source)).toEqual(['record', 'confirmed']);
  });

  it('answers 400 for a section the form does not have, 403 where the viewer may not answer, 404 for a property out of sight', async () => {
    const propertyId = await propertyWithRecords();
    const unknown = await confirm(propertyId, ABOUT, 'no-such-section');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This form has no section no-such-section.');
    expect((await confirm(propertyId, INFO, 'alterations', 'agent')).status).toBe(403);
    const stranger = await createUser(app.database!.db, { role: ROLE.homeMover });
    const outside = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${ABOUT}/confirm`, {
      token: await tokenFor(stranger.id),
      body: { section: 'restrictions' },
    });
    expect(outside.status).toBe(404);
    expect(
      (
        await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${ABOUT}/confirm`, {
          token: people.seller.token,
          body: {},
        })
      ).status,
    ).toBe(400);
  });
});
