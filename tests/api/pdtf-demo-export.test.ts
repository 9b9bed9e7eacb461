import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_OVERLAY } from '../../domain/pdtf/overlay.ts';
import { ROLE } from '../../domain/roles.ts';
import { DEMO_FORM_STAGES } from '../../server/demo/forms.ts';
import { DEMO_PROPERTY_COUNT, demoTitleNumber } from '../../server/demo/seed.ts';
import { createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { compilePdtfValidator, errorLines } from '../fixtures/pdtf-validator.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * The demo data's PDTF exports, as a solicitor downloads them once the demo seller has signed the
 * forms the demo completed (signing confirms their accuracy, which TA6 and TA10 require): every demo
 * property's document is valid against the base schema with the overlays of its complete forms,
 * and the property whose six forms are all complete validates with TA6, TA7 and TA10. Before any
 * signature, as the demo ships, every one of the demo properties exports a document valid against
 * the base schema, those no seller has joined yet included.
 */
let app: TestApp;
let admin: string;
/** Each demo property's export and its report, read before any signature. */
const shipped: { index: number; document: unknown; report: { omitted: { reason: string }[] } }[] = [];
const FORM_PATHS = { 1: 'leasehold', 2: 'info', 3: 'fittings', 4: 'about' } as const;

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database!.db;
  const now = Math.floor(Date.now() / 1000);
  const user = await createUser(db, { role: ROLE.administrator, name: 'Pat Admin' });
  admin = await signWithProviderKey(db, {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  const mover = await signWithProviderKey(db, {
    sub: 'demo-mover',
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
  for (let index = 0; index < DEMO_PROPERTY_COUNT; index += 1) {
    const id = await propertyId(index);
    const document = await callApi(app.url, 'GET', `/property/${id}/pdtf`, { token: admin });
    const report = await callApi(app.url, 'GET', `/property/${id}/pdtf/report`, { token: admin });
    expect([document.status, report.status]).toEqual([200, 200]);
    shipped.push({ index, document: document.body, report: report.body });
  }
  for (const stage of DEMO_FORM_STAGES) {
    const id = await propertyId(stage.index);
    for (const [form, extent] of Object.entries(stage.forms)) {
      if (extent !== 'complete' || !(form in FORM_PATHS)) continue;
      const signed = await callApi(app.url, 'POST', `/questionnaire/${id}/sign`, {
        token: mover,
        body: { questionnaire_id: Number(form), name: 'Morgan Mover' },
      });
      expect(
        signed.status,
        `signing form ${form} of demo property ${stage.index}: ${JSON.stringify(signed.body)}`,
      ).toBe(200);
    }
  }
}, 180_000);
afterAll(() => app?.close());

async function propertyId(index: number): Promise<number> {
  const row = await app
    .database!.db.selectFrom('properties')
    .select('id')
    .where('title_number', '=', demoTitleNumber(index))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the PDTF export of the demo properties', () => {
  it('is valid against the base schema for every demo property as the demo ships, with or without a seller', () => {
    const validate = compilePdtfValidator([]);
    expect(shipped).toHaveLength(DEMO_PROPERTY_COUNT);
    for (const { index, document } of shipped)
      expect(errorLines(validate(document)), `demo property ${index}`).toEqual([]);
    // Properties no seller has joined yet name their agency, and the report says no seller has joined.
    const unsold = shipped.filter(({ report }) => report.omitted.some((entry) => entry.reason === 'no-seller'));
    expect(unsold.length).toBeGreaterThan(0);
    for (const { document } of unsold)
      expect((document as { participants: unknown[] }).participants).toEqual([
        { organisation: expect.any(String), role: 'Estate Agent' },
      ]);
  });

  it.each(DEMO_FORM_STAGES.map((stage) => [stage.index, stage] as const))(
    'demo property %i validates with the overlays of its complete forms',
    async (_index, stage) => {
      const id = await propertyId(stage.index);
      const overlays = Object.entries(stage.forms)
        .filter(([form, extent]) => extent === 'complete' && form in FORM_PATHS)
        .map(([form]) => FORM_OVERLAY[FORM_PATHS[Number(form) as keyof typeof FORM_PATHS]]);
      const response = await callApi(app.url, 'GET', `/property/${id}/pdtf`, { token: admin });
      expect(response.status).toBe(200);
      const errors = compilePdtfValidator(overlays)(response.body);
      expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    },
  );

  it('a completed demo pack is valid against the base schema with TA6, TA7 and TA10', async () => {
    const complete = DEMO_FORM_STAGES.find((stage) => Object.keys(stage.forms).length === 6)!;
    const response = await callApi(app.url, 'GET', `/property/${await propertyId(complete.index)}/pdtf`, {
      token: admin,
    });
    const errors = compilePdtfValidator(['ta6', 'ta7', 'ta10'])(response.body);
    expect(errors.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    expect(response.body.propertyPack.ownership.ownershipsToBeTransferred[0].ownershipType).toBe('Leasehold');
  });
});
