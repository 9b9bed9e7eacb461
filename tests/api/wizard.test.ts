import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { samplePortal } from '../../server/services/portal/sample-portal.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;

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

async function agentOf(options: { credits?: number; usesPortal?: boolean } = {}) {
  const db = app.database!.db;
  const brand = await createOrganisation(db, { type: 1 });
  const agency = await createOrganisation(db, {
    type: 2,
    parentId: brand.id,
    credits: options.credits ?? -1,
    usesPortal: options.usesPortal,
  });
  const agent = await createUser(db, { role: ROLE.agent, organisationId: agency.id, name: 'Alex Agent' });
  return { brand, agency, agent, token: await tokenFor(agent.id) };
}

const FLAT_ADDRESS = {
  sub_building_name: 'Flat 2',
  building_number: '7',
  thoroughfare: 'Lansdown Road',
  town_or_city: 'Cheltenham',
  hop_post_code: 'GL50 1QA',
};
const titles = buildSampleTitles();
const flatTitle = titles.find(
  (t) =>
    t.result.Address.SubBuildingName === 'Flat 2' &&
    t.result.Address.BuildingNumber === '7' &&
    t.result.Address.StreetName === 'Lansdown Road',
)!;

/** The sample portal's listing of Flat 2, 7 Lansdown Road. */
let FLAT_LISTING = '';

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  FLAT_LISTING = (await samplePortal().search('GL50 1QA', 1)).find(
    (listing) => listing.address.subDwelling === 'Flat 2' && listing.address.nameNo === '7',
  )!.id;
});
afterAll(() => app?.close());

describe('address lookup (GET /address-lookup/:postcode)', () => {
  it('finds the sample addresses at a postcode however it is typed, flats included, and says they are sample data', async () => {
    const { token } = await agentOf();
    const response = await callApi(app.url, 'GET', '/address-lookup/gl501qa', { token });
    expect(response.status).toBe(200);
    expect(response.body.sample).toBe(true);
    expect(response.body.addresses.map((a: { line: string }) => a.line)).toContain(
      'Flat 2, 7 Lansdown Road, Cheltenham',
    );
    expect(response.body.addresses[0]).toEqual({
      sub_building_number: '',
      building_number: '1',
      sub_building_name: '',
      building_name: '',
      thoroughfare: 'Lansdown Road',
      town_or_city: 'Cheltenham',
      hop_post_code: 'GL50 1QA',
      line: '1 Lansdown Road, Cheltenham',
    });
  });

  it('answers an empty list for a real postcode it has no addresses for, and 400 for text that is not a postcode', async () => {
    const { token } = await agentOf();
    expect((await callApi(app.url, 'GET', '/address-lookup/ZZ1%201ZZ', { token })).body.addresses).toEqual([]);
    const bad = await callApi(app.url, 'GET', '/address-lookup/hello', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('hello is not a UK postcode.');
  });
});

describe('Land Registry search (POST /land-registry/search)', () => {
  it('finds the freehold of a building and the leaseholds of its flats, with a request id', async () => {
    const { token } = await agentOf();
    const response = await callApi(app.url, 'POST', '/land-registry/search', {
      token,
      body: { buildingNumber: '7', postCode: 'GL50 1QA' },
    });
    expect(response.status).toBe(200);
    const tenures = response.body.results.map(
      (r: { Address: { SubBuildingName?: string }; TenureInformation: { TenureTypeCode: string } }) => [
        r.Address.SubBuildingName ?? '',
        r.TenureInformation.TenureTypeCode,
      ],
    );
    expect(tenures).toEqual([
      ['', '10'],
      ['Flat 1', '20'],
      ['Flat 2', '20'],
      ['Flat 3', '20'],
    ]);
    expect(response.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('searches by street and town when there is no postcode (the alternative form), and refuses neither', async () => {
    const { token } = await agentOf();
    const byStreet = await callApi(app.url, 'POST', '/land-registry/search', {
      token,
      body: { buildingName: 'Rose Cottage', streetName: 'prestbury road', cityName: 'Cheltenham' },
    });
    expect(byStreet.body.results).toHaveLength(1);
    expect(byStreet.body.results[0].Address.BuildingName).toBe('Rose Cottage');
    expect(
      (await callApi(app.url, 'POST', '/land-registry/search', { token, body: { buildingNumber: '7' } })).status,
    ).toBe(400);
  });
});

describe('portal search (POST /alto/search/:postcode)', () => {
  it('lists the portal properties at the postcode for an organisation that uses the portal', async () => {
    const { token } = await agentOf({ usesPortal: true });
    const response = await callApi(app.url, 'POST', '/alto/search/GL50%201QA', { token });
    expect(response.status).toBe(200);
    expect(response.body.properties.length).toBeGreaterThan(0);
    expect(response.body.properties[0]).toMatchObject({
      id: expect.stringMatching(/^ALTO-/),
      address: { street: 'Lansdown Road', town: 'Cheltenham', county: 'Gloucestershire', postcode: 'GL50 1QA' },
    });
  });

  it('refuses an organisation that does not use the portal with 403', async () => {
    const { token } = await agentOf({ usesPortal: false });
    const response = await callApi(app.url, 'POST', '/alto/search/GL50%201QA', { token });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('Your organisation does not use the property portal.');
  });
});

describe('adding a property from the search (POST /property)', () => {
  it('creates the property with the title data in data.passport, spends one credit and gives a retrieval code', async () => {
    const { agency, agent, token } = await agentOf({ credits: 3, usesPortal: true });
    const response = await callApi(app.url, 'POST', '/property', {
      token,
      body: {
        TitleNumber: flatTitle.result.TitleNumber,
        RequestId: 'req-1',
        address: FLAT_ADDRESS,
        altoId: FLAT_LISTING,
      },
    });
    expect(response.status).toBe(201);
    expect(response.body.friendlyId).toMatch(/^MR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const db = app.database!.db;
    const row = await db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Flat 2, 7 Lansdown Road',
      city: 'Cheltenham',
      postcode: 'GL50 1QA',
      title_number: flatTitle.result.TitleNumber,
      agency_id: agency.id,
      owner_id: agent.id,
      creator_id: agent.id,
    });
    const data = row.data as unknown as {
      passport: Record<string, unknown> & { report: Record<string, unknown>; source: Record<string, unknown> };
    };
    expect(data.passport).toMatchObject({
      title_number: flatTitle.result.TitleNumber,
      tenure_title_code: 60,
      leasehold: true,
      leaseTerm: flatTitle.register.lease!.remaining_years,
      current_proprietorship_date: flatTitle.register.current_proprietorship_date,
      deeds: [flatTitle.register.documents.register, flatTitle.register.documents.plan],
      leasehold_agreement: flatTitle.register.documents.lease,
    });
    expect(data.passport.report).toMatchObject({
      proprietors: flatTitle.register.proprietors,
      charges: flatTitle.register.charges,
      last_sale: flatTitle.register.last_sale,
    });
    expect(data.passport.source).toMatchObject({ sample: true, request_id: 'req-1', portal_id: FLAT_LISTING });
    expect(
      (await db.selectFrom('organisations').select('credits').where('id', '=', agency.id).executeTakeFirstOrThrow())
        .credits,
    ).toBe(2);
    const visible = await callApi(app.url, 'GET', `/property/${response.body.id}`, { token });
    expect(visible.body).toMatchObject({ name: 'Flat 2, 7 Lansdown Road', friendlyId: response.body.friendlyId });
  });

  it('leaves unlimited credits (-1) at -1', async () => {
    const { agency, token } = await agentOf({ credits: -1 });
    expect(
      (
        await callApi(app.url, 'POST', '/property', {
          token,
          body: { TitleNumber: flatTitle.result.TitleNumber, address: FLAT_ADDRESS },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await app
          .database!.db.selectFrom('organisations')
          .select('credits')
          .where('id', '=', agency.id)
          .executeTakeFirstOrThrow()
      ).credits,
    ).toBe(-1);
  });

  it('refuses with 409 and adds nothing when the organisation has no credits', async () => {
    const { agency, token } = await agentOf({ credits: 0 });
    const response = await callApi(app.url, 'POST', '/property', {
      token,
      body: { TitleNumber: flatTitle.result.TitleNumber, address: FLAT_ADDRESS },
    });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(
      `${agency.name} has no credits left for adding properties. Request more credits or get in touch with us.`,
    );
    expect(
      await app.database!.db.selectFrom('properties').select('id').where('agency_id', '=', agency.id).execute(),
    ).toEqual([]);
    // Decided before the (paid) register is fetched: an unknown title is not even looked up.
    expect(
      (
        await callApi(app.url, 'PUT', '/property/title/add', {
          token,
          body: { title_number: 'ZZ999999', agent_id: -1 },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses an unknown title (404), a malformed title number (400) and an address without a postcode (400)', async () => {
    const { token } = await agentOf();
    const unknown = await callApi(app.url, 'POST', '/property', {
      token,
      body: { TitleNumber: 'ZZ999999', address: FLAT_ADDRESS },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No title was found with number ZZ999999.');
    expect(
      (
        await callApi(app.url, 'POST', '/property', {
          token,
          body: { TitleNumber: 'not a title', address: FLAT_ADDRESS },
        })
      ).body.error.message,
    ).toBe('Please enter a valid title number');
    expect(
      (
        await callApi(app.url, 'POST', '/property', {
          token,
          body: { TitleNumber: 'GR1', address: { thoroughfare: 'x' } },
        })
      ).status,
    ).toBe(400);
  });

  it('lets a brand admin add for an agency under the brand, but not an agent for another agency', async () => {
    const db = app.database!.db;
    const { brand, agency, token: agentToken } = await agentOf();
    const other = await createOrganisation(db, { type: 2, parentId: brand.id });
    const brandAdmin = await createUser(db, { role: ROLE.brandAdmin, organisationId: brand.id });
    const body = { TitleNumber: flatTitle.result.TitleNumber, address: FLAT_ADDRESS, parentId: other.id };
    const byBrand = await callApi(app.url, 'POST', '/property', { token: await tokenFor(brandAdmin.id), body });
    expect(byBrand.status).toBe(201);
    expect(
      (
        await db
          .selectFrom('properties')
          .select('agency_id')
          .where('id', '=', byBrand.body.id)
          .executeTakeFirstOrThrow()
      ).agency_id,
    ).toBe(other.id);
    expect((await callApi(app.url, 'POST', '/property', { token: agentToken, body })).status).toBe(403);
    const foreign = await createOrganisation(db, { type: 2 });
    expect(
      (
        await callApi(app.url, 'POST', '/property', {
          token: await tokenFor(brandAdmin.id),
          body: { ...body, parentId: foreign.id },
        })
      ).status,
    ).toBe(404);
    expect(agency.id).not.toBe(other.id);
  });
});

describe('adding a property by title number (PUT /property/title/add)', () => {
  it('creates the property from the register alone, assigned to the chosen agent', async () => {
    const db = app.database!.db;
    const { agency, token } = await agentOf();
    const colleague = await createUser(db, { role: ROLE.agent, organisationId: agency.id, name: 'Cleo Colleague' });
    const freehold = titles.find((t) => t.result.Address.BuildingName === 'Rose Cottage')!;
    const response = await callApi(app.url, 'PUT', '/property/title/add', {
      token,
      body: { title_number: freehold.result.TitleNumber.toLowerCase(), agent_id: colleague.id },
    });
    expect(response.status).toBe(200);
    const row = await db
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Rose Cottage, Prestbury Road',
      city: 'Cheltenham',
      postcode: 'GL52 6RT',
      owner_id: colleague.id,
      agency_id: agency.id,
    });
  });

  it('refuses an agent of another agency, a malformed number and an unknown title', async () => {
    const db = app.database!.db;
    const { token } = await agentOf();
    const stranger = await createUser(db, {
      role: ROLE.agent,
      organisationId: (await createOrganisation(db, { type: 2 })).id,
    });
    const title = flatTitle.result.TitleNumber;
    expect(
      (
        await callApi(app.url, 'PUT', '/property/title/add', {
          token,
          body: { title_number: title, agent_id: stranger.id },
        })
      ).body.error.message,
    ).toBe('The agent must belong to the agency the property is added to.');
    expect(
      (await callApi(app.url, 'PUT', '/property/title/add', { token, body: { title_number: 'GR 12X', agent_id: -1 } }))
        .status,
    ).toBe(400);
    expect(
      (
        await callApi(app.url, 'PUT', '/property/title/add', {
          token,
          body: { title_number: 'GR000001', agent_id: -1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('agent and agency selects', () => {
  it('lists the staff of a visible agency, and answers 404 for one outside the tenancy', async () => {
    const db = app.database!.db;
    const { agency, token } = await agentOf();
    await createUser(db, { role: ROLE.homeMover, organisationId: agency.id });
    const list = await callApi(app.url, 'GET', `/agents/${agency.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.map((a: { name: string }) => a.name)).toEqual(['Alex Agent']);
    const foreign = await createOrganisation(db, { type: 2 });
    expect((await callApi(app.url, 'GET', `/agents/${foreign.id}`, { token })).status).toBe(404);
  });

  it('lists the agencies under a brand admin’s brand', async () => {
    const db = app.database!.db;
    const { brand, agency } = await agentOf();
    const brandAdmin = await createUser(db, { role: ROLE.brandAdmin, organisationId: brand.id });
    const list = await callApi(app.url, 'GET', '/agencies', { token: await tokenFor(brandAdmin.id) });
    expect(list.body).toEqual([{ id: agency.id, name: expect.any(String), parent_name: expect.any(String) }]);
  });
});
