import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../domain/forms/definition.ts';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { createPublicRecord } from '../fixtures/public-records.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { validatePdtf } from '../fixtures/pdtf-validator.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * A leasehold flat whose seller answered every form (choosing 'No' where a yes/no is asked, the
 * leasehold where the tenure is) and signed them: its PDTF export must satisfy the base schema with
 * each of the TA6, TA7 and TA10 overlays, and all three at once, each compiled by a fresh validator.
 */
let app: TestApp;
let propertyId: number;
const tokens = {} as Record<'seller' | 'simple' | 'solicitor', string>;

const leaseholdSeller = (question: Question, keys: string[]) =>
  ['leasehold', 'no', 'landlord']
    .map((label) => keys.find((key) => question.answers?.[key]?.toLowerCase() === label))
    .find(Boolean);

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Quayside Lettings' });
  const firm = await createOrganisation(db, { type: 3, name: 'Harbour Law' });
  const now = Math.floor(Date.now() / 1000);
  const token = async (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const seller = await createUser(db, { role: ROLE.homeMover, name: 'Jordan Quayle' });
  const simple = await createUser(db, { role: ROLE.simple, organisationId: agency.id });
  const solicitor = await createUser(db, { role: ROLE.solicitor, organisationId: firm.id });
  tokens.seller = await token(seller.id);
  tokens.simple = await token(simple.id);
  tokens.solicitor = await token(solicitor.id);
  propertyId = (
    await createProperty(db, {
      name: 'Flat 4, 9 Harbour Walk',
      agencyId: agency.id,
      creatorId: simple.id,
      sellerIds: [seller.id],
      madeAvailableTo: [firm.id],
    })
  ).id;
  // Public records prefill some answers, which stay as they came; the seller confirms them.
  await createPublicRecord(
    db,
    propertyId,
    'council-tax',
    { '/propertyPack/councilTax/councilTaxBand': 'C' },
    { reference: 'CT-HW-9' },
  );
  await createPublicRecord(
    db,
    propertyId,
    'energy-certificate',
    { '/propertyPack/energyEfficiency/certificate/currentEnergyRating': 'C' },
    { reference: '0300-2874-0000', recordDate: '2021-03-12', sample: true },
  );
  await createPublicRecord(
    db,
    propertyId,
    'planning-constraints',
    {
      '/propertyPack/listingAndConservation/isListed/yesNo': false,
      '/propertyPack/listingAndConservation/isConservationArea/yesNo': false,
    },
    { recordDate: '2026-10-01' },
  );
  for (const form of [5, 1, 2, 3, 4]) {
    await answerWholeForm(app.url, tokens.seller, propertyId, form, { choose: leaseholdSeller, keepPrefilled: true });
    const loaded = await callApi(app.url, 'GET', `/questionnaire/${propertyId}/${form}`, { token: tokens.seller });
    for (const section of loaded.body.confirmable_sections as string[]) {
      expect(
        (
          await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${form}/confirm`, {
            token: tokens.seller,
            body: { section },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await callApi(app.url, 'GET', `/questionnaire/${propertyId}/${form}`, { token: tokens.seller })).body.completion
        .percent,
    ).toBe(100);
  }
  for (const form of [1, 2, 3, 4]) {
    const signed = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
      token: tokens.seller,
      body: { questionnaire_id: form, name: 'Jordan Quayle' },
    });
    expect(signed.status).toBe(200);
  }
}, 120_000);
afterAll(() => app?.close());

describe('the PDTF v3 export of a fully answered leasehold property', () => {
  it.each([[['ta6']], [['ta7']], [['ta10']], [['ta6', 'ta7', 'ta10']]])(
    'validates against the base schema with %j',
    async (overlays) => {
      const response = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.solicitor });
      expect(response.status).toBe(200);
      const errors = validatePdtf(response.body, overlays);
      expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    },
  );

  it('carries the answers at their paths, the leasehold tenure, the seller and the agency, and the signed confirmations', async () => {
    const { body } = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.seller });
    expect(body.$schema).toBe('https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json');
    expect(body.participants).toEqual([
      {
        name: { firstName: 'Jordan', lastName: 'Quayle' },
        email: expect.any(String),
        role: 'Seller',
        participantStatus: 'Active',
      },
      { organisation: 'Quayside Lettings', role: 'Estate Agent' },
    ]);
    expect(body.propertyPack.ownership.ownershipsToBeTransferred[0].ownershipType).toBe('Leasehold');
    expect(body.propertyPack.heating.heatingSystem.centralHeatingDetails.centralHeatingInstalled).toBe('2015-06-01');
    expect(body.propertyPack.confirmationOfAccuracyByOwners.confirmInformationIsAccurate).toBe(true);
    expect(body.propertyPack.fixturesAndFittings.confirmationOfAccuracy.confirmInformationIsAccurate).toBe(true);
  });

  it('says where each prefilled value came from, as verified claims beside the property pack', async () => {
    const { body } = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.solicitor });
    expect(body.propertyPack.energyEfficiency.certificate.currentEnergyRating).toBe('C');
    const claimOf = (path: string) =>
      (body.verifiedClaims as { verification: Record<string, unknown>; claims: Record<string, unknown> }[]).find(
        (claim) => path in claim.claims,
      );
    expect(claimOf('/propertyPack/energyEfficiency/certificate/currentEnergyRating')).toEqual({
      verification: {
        trust_framework: 'uk_pdtf',
        time: expect.any(String),
        evidence: [
          {
            type: 'electronic_record',
            record: {
              type: 'energy-certificate',
              description: 'the energy certificate',
              source: { name: 'Energy Performance of Buildings Register' },
              reference: '0300-2874-0000',
              date: '2021-03-12',
            },
            sample: true,
          },
        ],
        // The seller confirmed every section holding answers from records.
        confirmedBySeller: true,
      },
      claims: { '/propertyPack/energyEfficiency/certificate/currentEnergyRating': 'C' },
    });
    const listed = claimOf('/propertyPack/listingAndConservation/isListed/yesNo');
    expect(listed?.claims).toEqual({
      '/propertyPack/listingAndConservation/isListed/yesNo': 'No',
      '/propertyPack/listingAndConservation/isConservationArea/yesNo': 'No',
    });
    expect(listed?.verification.confirmedBySeller).toBe(true);
    // A value the seller typed has no claim.
    expect(
      claimOf('/propertyPack/heating/heatingSystem/centralHeatingDetails/centralHeatingInstalled'),
    ).toBeUndefined();
  });

  it('is the same document through the gateway, and refused to a role that reads no form', async () => {
    const rest = await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.solicitor });
    const graph = await callGraphql(app.url, 'query($id: ID!) { pdtfTransaction(propertyId: $id) }', {
      token: tokens.solicitor,
      variables: { id: String(propertyId) },
    });
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.pdtfTransaction).toEqual(rest.body);
    expect((await callApi(app.url, 'GET', `/property/${propertyId}/pdtf`, { token: tokens.simple })).status).toBe(403);
  });
});
