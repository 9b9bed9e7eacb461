import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { samplePortal } from '../../server/services/portal/sample-portal.ts';
import type { PortalProperty } from '../../contracts/wizard.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A property knows the portal listing it is linked to: the listing chosen in the wizard must be one
 * the portal holds at the postcode, the link says whether it is at the property's address, and the
 * agency that owns the property lists its listings (the one at the address first) and changes the
 * link; those who only see the property read it.
 */
let app: TestApp;
let listings: PortalProperty[] = [];
const people = {} as Record<'agent' | 'otherAgent' | 'solicitor' | 'brandAdmin', string>;
let agencyWithoutPortal: { token: string };
let firmId = 0;

const titles = buildSampleTitles();
const titleOf = (sub: string) =>
  titles.find(
    (title) =>
      title.result.Address.SubBuildingName === sub &&
      title.result.Address.BuildingNumber === '7' &&
      title.result.Address.StreetName === 'Lansdown Road',
  )!.result.TitleNumber;
const listingAt = (nameNo: string, subDwelling = '') =>
  listings.find((listing) => listing.address.nameNo === nameNo && listing.address.subDwelling === subDwelling)!;
const flat = (sub: string) => ({
  sub_building_name: sub,
  building_number: '7',
  thoroughfare: 'Lansdown Road',
  town_or_city: 'Cheltenham',
  hop_post_code: 'GL50 1QA',
});

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

async function add(token: string, sub: string, altoId: string | null) {
  return callApi(app.url, 'POST', '/property', {
    token,
    body: { TitleNumber: titleOf(sub), RequestId: 'req', address: flat(sub), altoId },
  });
}

const link = (token: string, id: number) => callApi(app.url, 'GET', `/property/${id}/portal-listing`, { token });
const choices = (token: string, id: number) => callApi(app.url, 'GET', `/property/${id}/portal-listings`, { token });
const change = (token: string, id: number, altoId: string | null) =>
  callApi(app.url, 'PUT', `/property/${id}/portal-listing`, { token, body: { alto_id: altoId } });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  listings = await samplePortal().search('GL50 1QA', 1);
  const brand = await createOrganisation(db, { type: 1 });
  const agency = await createOrganisation(db, { type: 2, parentId: brand.id, usesPortal: true, credits: -1 });
  const other = await createOrganisation(db, { type: 2, parentId: brand.id, usesPortal: true, credits: -1 });
  const plain = await createOrganisation(db, { type: 2, parentId: brand.id, credits: -1 });
  const firm = await createOrganisation(db, { type: 3, parentId: brand.id });
  people.agent = await tokenFor((await createUser(db, { role: ROLE.agent, organisationId: agency.id })).id);
  people.otherAgent = await tokenFor((await createUser(db, { role: ROLE.agent, organisationId: other.id })).id);
  people.solicitor = await tokenFor((await createUser(db, { role: ROLE.solicitor, organisationId: firm.id })).id);
  people.brandAdmin = await tokenFor((await createUser(db, { role: ROLE.brandAdmin, organisationId: brand.id })).id);
  agencyWithoutPortal = {
    token: await tokenFor((await createUser(db, { role: ROLE.agent, organisationId: plain.id })).id),
  };
  firmId = firm.id;
});
afterAll(() => app?.close());

describe('the listing chosen when a property is added', () => {
  it('is refused, and nothing added, when the portal holds no such listing at the postcode', async () => {
    const db = app.database!.db;
    const before = (await db.selectFrom('properties').select('id').execute()).length;
    const refused = await add(people.agent, 'Flat 3', 'ALTO-999999');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'The portal has no listing ALTO-999999 at GL50 1QA. Choose one of the listings shown.',
    );
    expect((await db.selectFrom('properties').select('id').execute()).length).toBe(before);
    // An agency without a portal has no listing to link.
    expect((await add(agencyWithoutPortal.token, 'Flat 3', listingAt('1').id)).status).toBe(403);
  });

  it('is linked, with its address, and the property says whether it is the property’s own', async () => {
    const matching = await add(people.agent, 'Flat 2', listingAt('7', 'Flat 2').id);
    expect(matching.status).toBe(201);
    const read = await link(people.agent, matching.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      uses_portal: true,
      may_change: true,
      linked: {
        listing_id: listingAt('7', 'Flat 2').id,
        line: 'Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA',
        same_address: true,
        linked_by_name: expect.any(String),
      },
    });

    // Flat 3 is not on the portal; linking it to 1 Lansdown Road is allowed but says so.
    const elsewhere = await add(people.agent, 'Flat 3', listingAt('1').id);
    expect(elsewhere.status).toBe(201);
    expect((await link(people.agent, elsewhere.body.id)).body.linked).toMatchObject({
      line: '1 Lansdown Road, Cheltenham, GL50 1QA',
      same_address: false,
    });
  });

  it('is absent when the portal step was skipped', async () => {
    const skipped = await add(people.agent, 'Flat 1', null);
    expect((await link(people.agent, skipped.body.id)).body).toMatchObject({ linked: null, may_change: true });
  });
});

describe('changing the link later', () => {
  it('lists the agency’s listings at the postcode with the one at the property’s address first and marked', async () => {
    const added = await add(people.agent, 'Flat 2', null);
    const listed = await choices(people.agent, added.body.id);
    expect(listed.status).toBe(200);
    expect(listed.body.address_line).toBe('Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA');
    expect(listed.body.listings[0]).toMatchObject({ id: listingAt('7', 'Flat 2').id, same_address: true });
    expect(listed.body.listings.slice(1).every((choice: { same_address: boolean }) => !choice.same_address)).toBe(true);
    expect(listed.body.listings).toHaveLength(listings.length);
  });

  it('links, relinks and unlinks for the agency and its brand; refuses a listing the portal does not hold, changing nothing', async () => {
    const added = await add(people.agent, 'Flat 3', null);
    const id = added.body.id;
    const linked = await change(people.agent, id, listingAt('9').id);
    expect(linked.status).toBe(200);
    expect(linked.body.linked).toMatchObject({ listing_id: listingAt('9').id, same_address: false });
    const relinked = await change(people.brandAdmin, id, listingAt('11B').id);
    expect(relinked.body.linked.listing_id).toBe(listingAt('11B').id);

    const refused = await change(people.agent, id, 'ALTO-999999');
    expect(refused.status).toBe(400);
    expect((await link(people.agent, id)).body.linked.listing_id).toBe(listingAt('11B').id);

    const unlinked = await change(people.agent, id, null);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.linked).toBeNull();
  });

  it('is the owning agency’s: a solicitor the property is shared with reads the link but may not change it; another agency sees nothing', async () => {
    const db = app.database!.db;
    const added = await add(people.agent, 'Flat 2', listingAt('7', 'Flat 2').id);
    // Shared with the solicitors' firm, as an invitation does.
    await db
      .insertInto('property_organisations')
      .values({ property_id: added.body.id, organisation_id: firmId })
      .execute();

    const read = await link(people.solicitor, added.body.id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ may_change: false, linked: { same_address: true } });
    expect((await change(people.solicitor, added.body.id, null)).status).toBe(403);
    expect((await choices(people.solicitor, added.body.id)).status).toBe(403);

    expect((await link(people.otherAgent, added.body.id)).status).toBe(404);
    expect((await change(people.otherAgent, added.body.id, null)).status).toBe(404);
  });

  it('answers 409 for a property whose agency does not use a portal', async () => {
    const added = await add(agencyWithoutPortal.token, 'Flat 2', null);
    expect(added.status).toBe(201);
    expect((await link(agencyWithoutPortal.token, added.body.id)).body).toMatchObject({
      uses_portal: false,
      may_change: false,
      linked: null,
    });
    const refused = await choices(agencyWithoutPortal.token, added.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('The agency this property belongs to does not use the property portal.');
  });
});
