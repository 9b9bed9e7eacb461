import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import {
  createOrganisation,
  createProperty,
  createUser,
  MOVE_READY_FORMS,
  makeMoveReady,
  setFormCompletion,
  signForms,
} from '../fixtures/factories.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/** The query the web app sends for the dashboard, exactly as it ships. */
const DASHBOARD = [
  'operations/dashboard/Dashboard.graphql',
  'web/src/screens/dashboard/vault/VaultSection_property.graphql',
  'web/src/screens/dashboard/plan/DashboardActionPlan.graphql',
  'web/src/screens/portal/PortalLinkCard_property.graphql',
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const MOVE =
  'mutation($id: ID!, $phase: ID!) { movePropertyToNextPhase(propertyId: $id, phaseId: $phase) { id phase { id label nextPhaseId } completedPhases { id label } } }';
const ORDER = 'mutation($id: ID!) { orderSearches(propertyId: $id) { id searchesRequested } }';

let app: TestApp;
let a: Side;

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

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', SEARCHES_SAMPLE_DELAY_SECONDS: '3600' });
  ({ a } = await buildTwoBrands(app.database!.db));
});
afterAll(() => app?.close());

describe('the dashboard query', () => {
  it('costs the same REST calls for 1 document, seller and organisation as for 20 documents, 4 sellers and 3 organisations', async () => {
    const db = app.database!.db;
    const seller = await tokenFor(a.users.homeMover.id);
    const admin = await tokenFor(a.users.administrator.id);
    const small = await createProperty(db, { agencyId: a.agency.id, sellerIds: [a.users.homeMover.id] });
    await uploadFiles(app.url, small.id, seller, [{ name: 'only.png', bytes: PNG }]);

    const others = await Promise.all([1, 2, 3].map(() => createUser(db, { role: ROLE.homeMover })));
    const firms = await Promise.all(
      [1, 2].map((n) => createOrganisation(db, { type: 3, name: `Firm ${n} ${small.id}` })),
    );
    const large = await createProperty(db, {
      agencyId: a.agency.id,
      sellerIds: [a.users.homeMover.id, ...others.map((o) => o.id)],
      madeAvailableTo: firms.map((f) => f.id),
    });
    await uploadFiles(
      app.url,
      large.id,
      seller,
      Array.from({ length: 10 }, (_, i) => ({ name: `first-${i}.png`, bytes: PNG })),
    );
    await uploadFiles(
      app.url,
      large.id,
      seller,
      Array.from({ length: 10 }, (_, i) => ({ name: `second-${i}.png`, bytes: PNG })),
    );
    await setFormCompletion(db, large.id, { 4: 100, 2: 100, 3: 60 });
    await signForms(db, large.id, [4, 2], [a.users.homeMover.id, ...others.map((o) => o.id)]);

    for (const token of [seller, admin]) {
      const one = await callGraphql(app.url, DASHBOARD, { token, variables: { id: String(small.id) } });
      const many = await callGraphql(app.url, DASHBOARD, { token, variables: { id: String(large.id) } });
      expect(one.body.errors).toBeUndefined();
      expect(many.body.errors).toBeUndefined();
      expect(one.body.data.property.vault.documents).toHaveLength(1);
      expect(many.body.data.property.vault.documents).toHaveLength(20);
      expect(many.body.data.property.actionPlan.items).toHaveLength(MOVE_READY_FORMS.length);
      expect(many.body.data.property.actionPlan.items[0]).toMatchObject({
        label: 'About my home',
        progress: 100,
        allSigned: true,
        status: 'Complete',
      });
      // The viewer (for the fields' permissions), the property, its vault and its action plan, and
      // for an administrator the property's attributes and its portal link (a seller does not see
      // it): four or six calls whatever the sizes.
      expect(one.upstreamCalls).toBe(token === admin ? 6 : 4);
      expect(many.upstreamCalls).toBe(one.upstreamCalls);
    }
  });

  it('gives a simple user the dashboard without the action plan, and still one query', async () => {
    const simple = await tokenFor(a.users.simple.id);
    const answer = await callGraphql(app.url, DASHBOARD, { token: simple, variables: { id: String(a.property.id) } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.property.actionPlan).toBeNull();
  });

  it('moves a property at 100 to the next phase and refuses a second move with CONFLICT', async () => {
    const db = app.database!.db;
    const property = await createProperty(db, { agencyId: a.agency.id, sellerIds: [a.users.homeMover.id] });
    await makeMoveReady(db, property.id);
    const admin = await tokenFor(a.users.administrator.id);
    const moved = await callGraphql(app.url, MOVE, {
      token: admin,
      variables: { id: String(property.id), phase: '2' },
    });
    expect(moved.body.data.movePropertyToNextPhase).toMatchObject({
      phase: { id: '2', label: 'Contract Ready', nextPhaseId: '3' },
      completedPhases: [{ id: '1', label: 'Move Ready' }],
    });
    const again = await callGraphql(app.url, MOVE, {
      token: admin,
      variables: { id: String(property.id), phase: '2' },
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('orders searches once for an agent; the second order is CONFLICT; a seller is FORBIDDEN', async () => {
    const db = app.database!.db;
    const property = await createProperty(db, { agencyId: a.agency.id, sellerIds: [a.users.homeMover.id], phaseId: 2 });
    const agent = await tokenFor(a.users.agent.id);
    const first = await callGraphql(app.url, ORDER, { token: agent, variables: { id: String(property.id) } });
    expect(first.body.data.orderSearches).toEqual({ id: String(property.id), searchesRequested: true });
    const second = await callGraphql(app.url, ORDER, { token: agent, variables: { id: String(property.id) } });
    expect(second.body.errors?.[0]).toMatchObject({
      message: 'Searches have already been ordered for this property.',
      extensions: { code: 'CONFLICT' },
    });
    const seller = await callGraphql(app.url, ORDER, {
      token: await tokenFor(a.users.homeMover.id),
      variables: { id: String(property.id) },
    });
    expect(seller.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
