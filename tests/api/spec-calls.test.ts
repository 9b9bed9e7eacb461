import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, type RoleName } from '../../domain/roles.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { createProperty, createUser, makeMoveReady } from '../fixtures/factories.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { callApi } from '../fixtures/http.ts';
import {
  callKey,
  callsSection,
  readSpec,
  responseFields,
  sharedSpecAvailable,
  specCalls,
  specifiedStatus,
  SPEC_FILES,
  type SpecCall,
} from '../fixtures/spec-calls.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * Every REST call of the specification (spec 01 §7, spec 02 §7), read from its tables, answers at
 * its own path: made by a role allowed to make it, on brand A's objects, it gets a success status
 * (the one the row names, where it names one) and the response fields the row lists. A call no
 * route serves is a 404 from the router, and fails here.
 */

let app: TestApp;
let a: Side;
let tokens = {} as Record<RoleName, string>;

const CALLS: SpecCall[] = SPEC_FILES.flatMap((file) => specCalls(readSpec(file), file));

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(app.database!.db));
  tokens = await webTokensFor(app.database!.db, app.publicUrl, a.users);
});
afterAll(() => app?.close());

type Request = { role?: RoleName; path?: string; query?: string; body?: unknown };

const SAMPLE_TITLE = buildSampleTitles().find((title) => title.result.Address.BuildingName === 'Rose Cottage')!.result
  .TitleNumber;
const uniqueEmail = () => `spec-${Math.random().toString(36).slice(2, 10)}@example.com`;
const db = () => app.database!.db;
const freshAgent = async () => (await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id })).id;
const document = async () =>
  (await uploadFiles(app.url, a.property.id, tokens.administrator, [{ name: 'spec.png', bytes: PNG }])).body!
    .id as number;

/** A property of brand A's agency with its own seller, for the calls that change or end one. */
async function freshProperty(): Promise<number> {
  const seller = await createUser(db(), { role: ROLE.homeMover });
  return (
    await createProperty(db(), {
      name: 'Spec House',
      agencyId: a.agency.id,
      creatorId: a.users.simple.id,
      sellerIds: [seller.id],
      madeAvailableTo: [a.firm.id],
    })
  ).id;
}

/** Holes of a shape, by their name and the segment before them, filled with brand A's objects. */
function fill(shape: string, values: Record<string, string | number> = {}): string {
  const segments = shape.split('/');
  return segments
    .map((segment, index) => {
      const hole = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!hole) return segment;
      if (values[hole] !== undefined) return encodeURIComponent(String(values[hole]));
      const before = segments[index - 1];
      const byName: Record<string, string | number> = {
        propertyId: a.property.id,
        questionnaireId: 2,
        themeId: 'h',
        path: 'info',
        firm: a.firm.id,
        agency: a.agency.id,
        a: a.property.id,
        b: 'h',
        x: 'GL52 6RT',
      };
      if (byName[hole] !== undefined) return encodeURIComponent(String(byName[hole]));
      const byPlace: Record<string, string | number> = {
        user: a.users.agent.id,
        organisation: a.agency.id,
        agency: a.agency.id,
        solicitorsfirm: a.firm.id,
      };
      return encodeURIComponent(String(byPlace[before] ?? a.property.id));
    })
    .join('/');
}

/**
 * What a call needs beyond its shape: the role making it (an administrator, who may do everything,
 * unless the call is a seller's), its body with the payload names the row gives, and the state it
 * acts on. Keys are the calls with their holes as `{}`.
 */
const REQUESTS: Record<string, () => Request | Promise<Request>> = {
  'PUT /property/{}': async () => ({
    role: 'homeMover',
    body: { data: { uploads: { leasehold_agreement: [await document()] } } },
  }),
  'POST /property': () => ({
    body: {
      TitleNumber: SAMPLE_TITLE,
      address: {
        building_name: 'Rose Cottage',
        thoroughfare: 'Prestbury Road',
        town_or_city: 'Cheltenham',
        hop_post_code: 'GL52 6RT',
      },
      parentId: a.agency.id,
    },
  }),
  'DELETE /property/{}': async () => ({ path: `/property/${await freshProperty()}` }),
  'POST /property/{}/phase/{}': async () => {
    const id = await freshProperty();
    await makeMoveReady(db(), id);
    return { path: `/property/${id}/phase/2` };
  },
  'POST /upload/{}': () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'spec.png');
    return { body: form };
  },
  'POST /removeupload/{}': async () => ({ body: { id: await document() } }),
  'POST /search': async () => ({ body: { property_id: await searchable() } }),
  'POST /property/{}/request-searches/': async () => ({ path: `/property/${await searchable()}/request-searches/` }),
  'POST /docs/{}/{}/{}': () => ({ body: {} }),
  'POST /enquiry/{}': () => ({ body: { name: 'Help', message: 'Where is the lease?' } }),
  'POST /notifyagent/{}/{}': async () => {
    const id = await freshProperty();
    await makeMoveReady(db(), id);
    return { path: `/notifyagent/${id}/h` };
  },
  'PUT /user/{}': () => ({ body: { displayName: 'Spec Agent' } }),
  'POST /questionnaire/{}/{}': () => ({ body: { answers: { ta6_2_1_1: '2' } } }),
  'POST /questionnaire/{}/{}/complete': async () => {
    const id = await freshPropertyOf('homeMover');
    await answerWholeForm(app.url, tokens.homeMover, id, 5);
    return {
      role: 'homeMover',
      path: `/questionnaire/${id}/5/complete`,
      body: { sellerType: 1, sellerName: 'Spec Seller', date: '23/11/2026' },
    };
  },
  'POST /questionnaire/{}/sign': async () => {
    const id = await freshPropertyOf('homeMover');
    await answerWholeForm(app.url, tokens.homeMover, id, 4);
    return { role: 'homeMover', path: `/questionnaire/${id}/sign`, body: { questionnaire_id: 4, name: 'Spec Seller' } };
  },
  'DELETE /signature/{}/unsign': async () => {
    const row = await db()
      .insertInto('signatures')
      .values({
        property_id: a.property.id,
        questionnaire_id: 3,
        phase_id: 1,
        user_id: a.users.homeMover.id,
        signer_name: 'Spec Seller',
        seller_type: null,
        definition_version: 1,
        answers_sha256: '0'.repeat(64),
        removed_at: null,
        removed_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { role: 'agent', path: `/signature/${row.id}/unsign` };
  },
  'PUT /property/title/add': () => ({
    body: { title_number: SAMPLE_TITLE, agent_id: a.users.agent.id, agency_id: a.agency.id },
  }),
  'POST /solicitorsfirm': () => ({ body: { name: 'Spec Firm', brand: a.brand.id } }),
  'POST /solicitor': () => ({ body: { name: 'Spec Solicitor', email: uniqueEmail(), firm: a.firm.id } }),
  'POST /agency': () => ({ body: { name: 'Spec Agency', brand: a.brand.id, default_phase: 1 } }),
  'POST /agent': () => ({
    body: { name: 'Spec Agent', email: uniqueEmail(), agency: a.agency.id, agentType: 'agent' },
  }),
  'PUT /agency/{}': () => ({ body: { new_ta6_trial: 1 } }),
  'PUT /solicitorsfirm/{}': () => ({ body: { new_ta6_trial: 0 } }),
  'POST /inviteseller/{}': () => ({ body: { email: 'spec-seller@example.com', theme: 'h' } }),
  'POST /invitesolicitor/{}': async () => {
    const solicitor = await createUser(db(), { role: ROLE.solicitor, organisationId: a.firm.id, email: uniqueEmail() });
    return { body: { solicitor_id: solicitor.id, theme: 'h' } };
  },
  'POST /inviteagent/{}': async () => {
    const agent = await createUser(db(), { role: ROLE.agent, organisationId: a.agency.id, email: uniqueEmail() });
    return { body: { agent_id: agent.id, theme: 'h' } };
  },
  'DELETE /property/{}/seller/{}': async () => ({ path: `/property/${a.property.id}/seller/${await waitingSeller()}` }),
  'POST /property/{}/seller/{}/resend': async () => ({
    path: `/property/${a.property.id}/seller/${await waitingSeller()}/resend`,
  }),
  'PUT /property/{}/owner': () => ({ body: { owner_id: a.users.agent.id } }),
  'PUT /property/{}/creator': () => ({ body: { creator_id: a.users.simple.id } }),
  'POST /admin/monthly-limit': () => ({ body: { value: -1 } }),
  'PUT /agent/{}/organisation': async () => ({
    path: `/agent/${await freshAgent()}/organisation`,
    body: { organisation_id: a.simpleOrg.id },
  }),
  'DELETE /agent/{}': async () => ({ path: `/agent/${await freshAgent()}` }),
  'PUT /agent/{}/transfer-remove': async () => ({
    path: `/agent/${await freshAgent()}/transfer-remove`,
    body: { new_agent_id: await freshAgent() },
  }),
  'GET /users/search': () => ({ query: 'email=example.com' }),
  'GET /attributes/summary': () => ({ query: 'all_fields=true' }),
  'POST /alto/search/{}': () => ({ role: 'agent' }),
  'GET /attributes/examples': () => ({ query: 'tenure=freehold' }),
  'GET /brand': () => ({ role: 'brandAdmin' }),
};

/** A property of brand A sold by A's home mover alone, so a form of theirs starts empty. */
async function freshPropertyOf(role: 'homeMover'): Promise<number> {
  return (
    await createProperty(db(), {
      name: 'Signing House',
      agencyId: a.agency.id,
      creatorId: a.users.simple.id,
      sellerIds: [a.users[role].id],
      madeAvailableTo: [a.firm.id],
    })
  ).id;
}

/** A property in phase 2 with no searches order yet. */
async function searchable(): Promise<number> {
  const id = await freshProperty();
  await db().updateTable('properties').set({ phase_id: 2 }).where('id', '=', id).execute();
  return id;
}

/** A fresh waiting seller invitation on property A. */
async function waitingSeller(): Promise<string> {
  const invited = await callApi(app.url, 'POST', `/inviteseller/${a.property.id}`, {
    token: tokens.administrator,
    body: { email: uniqueEmail() },
  });
  return invited.body.seller.id as string;
}

/**
 * Where one row gives two calls one response, the product answers some of its fields at another
 * call, and why (docs/decisions/0150-the-specifications-own-call-paths.md): spec 02's "Property
 * list" row is the admin properties list, whose `filter_options` answer at `GET /admin/properties`
 * while `GET /properties` keeps spec 01's shape (properties, pagination, user); spec 02's
 * "Property" row gives `GET /property/{id}` and `PUT /property/{id}` one response, which spec 01
 * splits ("returns the property" / "returns property with …"): the read with the checklist, forms'
 * completion and documents is `GET /property/{id}/details`, and the light read stays light.
 */
const FIELDS_ANSWERED_ELSEWHERE: Record<string, string[]> = {
  'GET /properties': ['filter_options'],
  'GET /property/{}': ['questionnaire_completion', 'check_list_items', 'complete', 'data.uploads'],
};

/** …and those fields are there, at the call that answers them. */
const ANSWERED_AT: Record<string, { method: string; shape: string }> = {
  'GET /properties': { method: 'GET', shape: '/admin/properties' },
  'GET /property/{}': { method: 'GET', shape: '/property/{id}/details' },
};

async function make(call: SpecCall) {
  const request = await (REQUESTS[callKey(call)] ?? (() => ({})))();
  const path = (request.path ?? fill(call.shape)) + (request.query ? `?${request.query}` : '');
  return callApi(app.url, call.method, path, { token: tokens[request.role ?? 'administrator'], body: request.body });
}

/** Dotted field paths present in a body; an array answer is checked on its first item. */
function hasField(body: unknown, field: string): boolean {
  let node: unknown = Array.isArray(body) ? body[0] : body;
  for (const part of field.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function expectAnswered(call: SpecCall, response: { status: number; body: unknown }) {
  const where = `${call.method} ${call.shape} (${call.source}) answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(response.status, where).toBeLessThan(300);
  const status = specifiedStatus(call.notes);
  if (status !== undefined) expect(response.status, where).toBe(status);
  const elsewhere = FIELDS_ANSWERED_ELSEWHERE[callKey(call)] ?? [];
  // A GET whose payload cell is a bare field list names what each item answers ("id, name, email").
  const listed =
    call.method === 'GET' && /^[a-z_]+(, [a-z_]+)+$/.test(call.notes.split(' | ').pop() ?? '')
      ? call.notes.split(' | ').pop()!.split(', ')
      : [];
  for (const field of [...responseFields(call.notes), ...listed].filter((name) => !elsewhere.includes(name))) {
    expect(hasField(response.body, field), `${where}: no ${field}`).toBe(true);
  }
}

describe('the specification’s call tables', () => {
  it('are read from both documents, with every call the issue found missing among them', () => {
    const keys = new Set(CALLS.map(callKey));
    for (const key of [
      'PUT /property/{}',
      'POST /search',
      'POST /property/{}/request-searches/',
      'POST /notifyagent/{}/{}',
      'GET /solicitorsfirm',
      'GET /brands',
      'GET /agents',
      'GET /movers',
      'GET /solicitors/{}',
      'GET /property/{}/details',
      'GET /property/{}/creators',
      'GET /brand',
      'GET /questionnaire/{}/{}',
      'POST /questionnaire/{}/{}/complete',
      'GET /questionnaire/{}/signatures',
      'POST /property/{}/seller/{}/resend',
      'PUT /property/{}/creator',
      'POST /admin/monthly-limit',
    ]) {
      expect(keys, key).toContain(key);
    }
    expect(
      CALLS.some((call) => /find|land-registry/.test(call.shape)),
      'external and unshown calls are skipped',
    ).toBe(false);
  });

  it.runIf(sharedSpecAvailable())('match the copy vendored in tests/fixtures/spec/', () => {
    for (const file of SPEC_FILES)
      expect(callsSection(readSpec(file, 'vendored')), file).toBe(callsSection(readSpec(file, 'shared')));
  });

  it.each(Object.entries(ANSWERED_AT))('%s: the fields answered elsewhere are there', async (key, at) => {
    const response = await make({ ...at, notes: '', source: 'the product' });
    expect(response.status).toBe(200);
    for (const field of FIELDS_ANSWERED_ELSEWHERE[key]) expect(hasField(response.body, field), field).toBe(true);
  });

  it('fail a call no route serves', async () => {
    const missing: SpecCall = {
      method: 'GET',
      shape: '/property/{id}/no-such-call',
      notes: '',
      source: 'a made-up row',
    };
    expect(() => expectAnswered(missing, { status: 404, body: {} })).toThrow();
    const response = await make(missing);
    expect(response.status).toBe(404);
    expect(() => expectAnswered(missing, response)).toThrow();
  });
});

describe.each(CALLS.map((call) => [`${call.method} ${call.shape}`, call.source, call] as const))(
  '%s (%s)',
  (_name, _source, call) => {
    it('answers for a role allowed to make it, with the status and fields the specification gives', async () => {
      expectAnswered(call, await make(call));
    });
  },
);
