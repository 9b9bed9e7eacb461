import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_OVERLAY } from '../../domain/pdtf/overlay.ts';
import { ROLE } from '../../domain/roles.ts';
import { DEMO_FORM_STAGES } from '../../server/store/seed-demo-forms.ts';
import { demoTitleNumber } from '../../server/store/seed-demo.ts';
import { createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { compilePdtfValidator } from '../fixtures/pdtf-validator.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/**
 * The demo data's PDTF exports, as a solicitor downloads them once the demo seller has signed the
 * forms the demo completed (signing confirms their accuracy, which TA6 and TA10 require): every demo
 * property's document is valid against the base schema with the overlays of its complete forms,
 * and the property whose six forms are all complete validates with TA6, TA7 and TA10.
 */
let app: TestApp;
let admin: string;
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
