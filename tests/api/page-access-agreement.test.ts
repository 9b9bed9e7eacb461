import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_PAGE_NAMES,
  pageActions,
  propertyPermitsPage,
  type PropertyPageName,
} from '../../domain/access/property-pages.ts';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import type { RoleName } from '../../domain/roles.ts';
import { decideAccess } from '../../web/src/guard/decideAccess.ts';
import { createProperty } from '../fixtures/factories.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * The web app never sends away a user the API serves, and never opens a page the API refuses
 * (docs/decisions/0381-one-rule-for-property-pages.md). For every role, every page under
 * /properties/{id} and every relation to the property — its own (its organisation's, sold or
 * created by the user), shared with its organisation, another organisation's — the web guard's
 * decision (the route guard on the permissions the API sends, then the property gate on the
 * property the API sends) is compared with the API's answer to the call the page's screen makes.
 */
const ROLES: RoleName[] = ['administrator', 'simple', 'solicitor', 'brandAdmin', 'agent', 'homeMover'];
type Relation = 'own' | 'shared' | 'other';
type Outcome = 'open' | 'refused' | 'not found';

let app: TestApp;
let a: Side;
let b: Side;
let tokens = {} as Record<RoleName, string>;
let properties = {} as Record<Relation, number>;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  ({ a, b } = await buildTwoBrands(db));
  tokens = await webTokensFor(db, app.publicUrl, a.users);
  const shared = await createProperty(db, {
    name: 'Shared House',
    agencyId: b.agency.id,
    sellerIds: [b.users.homeMover.id],
    madeAvailableTo: [a.agency.id, a.firm.id, a.brand.id, a.simpleOrg.id],
  });
  properties = { own: a.property.id, shared: shared.id, other: b.property.id };
});
afterAll(() => app?.close());

const FORM_OF_PAGE: Partial<Record<PropertyPageName, number>> = {
  'about-my-home': QUESTIONNAIRE.about,
  'fixtures-fittings': QUESTIONNAIRE.fittings,
  'property-information': QUESTIONNAIRE.info,
  'preliminary-information': QUESTIONNAIRE.preliminary,
  'leasehold-information': QUESTIONNAIRE.leasehold,
  'conveyancing-enquiries': QUESTIONNAIRE.conveyancingEnquiries,
};

/** The REST call whose answer the page's screen shows. */
function callOfPage(page: PropertyPageName, id: number): string {
  const form = FORM_OF_PAGE[page];
  if (form !== undefined) return `/questionnaire/${id}/${form}`;
  if (page === 'invite-seller') return `/property/${id}/invitedsellers`;
  if (page === 'invite-solicitor') return `/property/${id}/invite-options/solicitor`;
  if (page === 'invite-agent') return `/property/${id}/invite-options/agent`;
  return `/property/${id}`;
}

const OUTCOME_OF_STATUS: Record<number, Outcome> = { 200: 'open', 403: 'refused', 404: 'not found' };

/** What the web app does: the route guard on the viewer's permissions, then the property gate on the property. */
function webDecision(
  page: PropertyPageName,
  permissions: string[],
  property: { status: number; viewerCan?: Record<string, boolean> },
): Outcome {
  if (property.status === 404) return 'not found';
  const anyOf = pageActions(page);
  const route = { name: page, idKind: 'number' as const, ...(anyOf.length ? { anyOf } : {}) };
  const guard = decideAccess({ route, id: '1', signedIn: true, permissions });
  if (guard.kind === 'refuse') return 'refused';
  expect(guard.kind).toBe('allow');
  return propertyPermitsPage(page, property.viewerCan ?? {}) ? 'open' : 'refused';
}

describe('the web guard and the API agree', () => {
  it.each(ROLES)('for the %s on every property page, own, shared and another organisation’s', async (role) => {
    const token = tokens[role];
    const viewer = await callGraphql(app.url, '{ viewer { permissions } }', { token });
    const permissions: string[] = viewer.body.data.viewer.permissions;
    const disagreements: string[] = [];
    let opened = 0;
    for (const relation of ['own', 'shared', 'other'] as const) {
      const id = properties[relation];
      const gate = await callGraphql(
        app.url,
        'query($id: ID!) { property(id: $id) { id viewerCan { inviteSeller inviteSolicitor inviteAgent } } }',
        { token, variables: { id: String(id) } },
      );
      const visible = gate.body.data?.property ?? null;
      const property = visible
        ? { status: 200, viewerCan: visible.viewerCan as Record<string, boolean> }
        : { status: gate.body.errors?.[0]?.extensions?.code === 'NOT_FOUND' ? 404 : 500 };
      expect(property.status, `${role} ${relation}: the property read`).not.toBe(500);
      for (const page of PROPERTY_PAGE_NAMES) {
        const api = await callApi(app.url, 'GET', callOfPage(page, id), { token });
        const apiOutcome = OUTCOME_OF_STATUS[api.status] ?? `status ${api.status}`;
        const web = webDecision(page, permissions, property);
        if (web === 'open') opened++;
        // Where the property is visible the reasons agree too; where it is not, both must keep it closed.
        const agree = property.status === 200 ? web === apiOutcome : web !== 'open' && apiOutcome !== 'open';
        if (!agree) disagreements.push(`${relation} ${page}: web ${web}, API ${apiOutcome}`);
      }
    }
    expect(disagreements).toEqual([]);
    // Every role opens something of its own property: the walk did reach the pages.
    expect(opened).toBeGreaterThan(0);
  });

  it('opens every form of a shared property to the solicitor, as the API serves them', async () => {
    const token = tokens.solicitor;
    for (const page of Object.keys(FORM_OF_PAGE) as PropertyPageName[]) {
      const api = await callApi(app.url, 'GET', callOfPage(page, properties.shared), { token });
      expect({ page, status: api.status }).toEqual({ page, status: 200 });
    }
  });
});
