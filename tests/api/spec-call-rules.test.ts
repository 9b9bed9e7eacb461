import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import type { RoleName } from '../../domain/roles.ts';
import { createProperty, makeMoveReady } from '../fixtures/factories.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/** The rules of the specification's call paths that the product decided (docs/decisions/0150-the-specifications-own-call-paths.md). */
let app: TestApp;
let a: Side;
let tokens = {} as Record<RoleName, string>;
const call = (role: RoleName, method: string, path: string, body?: unknown) =>
  callApi(app.url, method, path, { token: tokens[role], body });

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(app.database!.db));
  tokens = await webTokensFor(app.database!.db, app.publicUrl, a.users);
});
afterAll(() => app?.close());

const freshProperty = async () =>
  (
    await createProperty(app.database!.db, {
      name: 'Rules House',
      agencyId: a.agency.id,
      creatorId: a.users.simple.id,
      sellerIds: [a.users.homeMover.id],
      madeAvailableTo: [a.firm.id],
    })
  ).id;

describe('PUT /property/{id}', () => {
  it('files the named documents under a category and answers the property with its documents by category', async () => {
    const id = await freshProperty();
    const [first, second] = await Promise.all(
      ['lease.png', 'plan.png'].map(
        async (name) => (await uploadFiles(app.url, id, tokens.homeMover, [{ name, bytes: PNG }])).body!.id as number,
      ),
    );
    const filed = await call('homeMover', 'PUT', `/property/${id}`, {
      data: { uploads: { leasehold_agreement: [first] }, name: 'ignored', complete: 100 },
    });
    expect(filed.status).toBe(200);
    expect(filed.body.data.uploads.leasehold_agreement.map((u: { id: number }) => u.id)).toEqual([first]);
    expect(filed.body.data.uploads.uncategorised.map((u: { id: number }) => u.id)).toEqual([second]);
    expect(filed.body.name).toBe('Rules House');
    expect(Object.keys(filed.body.questionnaire_completion).length).toBeGreaterThan(0);
    expect(filed.body.check_list_items.length).toBeGreaterThan(0);
    const back = await call('homeMover', 'PUT', `/property/${id}`, { data: { uploads: { uncategorised: [first] } } });
    expect(back.body.data.uploads.leasehold_agreement).toEqual([]);
    // The same answer as the detailed read.
    expect((await call('agent', 'GET', `/property/${id}/details`)).body.data).toEqual(back.body.data);
  });

  it('refuses a document of another property, one named twice, and a caller who may not add documents', async () => {
    const id = await freshProperty();
    const document = (await uploadFiles(app.url, id, tokens.homeMover, [{ name: 'lease.png', bytes: PNG }])).body!
      .id as number;
    const elsewhere = (
      await uploadFiles(app.url, a.property.id, tokens.administrator, [{ name: 'other.png', bytes: PNG }])
    ).body!.id as number;
    const unknown = await call('homeMover', 'PUT', `/property/${id}`, {
      data: { uploads: { leasehold_agreement: [elsewhere] } },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MESSAGES.uploadNotFound(elsewhere));
    const twice = await call('homeMover', 'PUT', `/property/${id}`, {
      data: { uploads: { leasehold_agreement: [document], uncategorised: [document] } },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(MESSAGES.uploadCategoryTwice(document));
    const agent = await call('agent', 'PUT', `/property/${id}`, {
      data: { uploads: { leasehold_agreement: [document] } },
    });
    expect(agent.status).toBe(403);
    expect((await call('agent', 'PUT', `/property/${id}`, { data: {} })).status).toBe(200);
    expect((await call('homeMover', 'PUT', `/property/${id}`, {})).status).toBe(400);
  });
});

describe('POST /notifyagent/{propertyId}/{themeId}', () => {
  it('refuses a phase that is not complete, queues one notification, and makes no second while it is on its way', async () => {
    const id = await freshProperty();
    const early = await call('homeMover', 'POST', `/notifyagent/${id}/h`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(MESSAGES.documentationNotComplete);
    await makeMoveReady(app.database!.db, id);
    // The store's own completion write would have notified already; this property's came from the fixture.
    await app.database!.db.deleteFrom('agent_notifications').where('property_id', '=', id).execute();
    const first = await call('homeMover', 'POST', `/notifyagent/${id}/h`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ property_id: id, phase_id: 1, agents_notification: 'pending' });
    const rows = await app
      .database!.db.selectFrom('agent_notifications')
      .select(['status'])
      .where('property_id', '=', id)
      .execute();
    expect(rows.length).toBe(1);
    if (rows[0].status === 'pending') {
      expect((await call('agent', 'POST', `/notifyagent/${id}/h`)).status).toBe(200);
      expect(
        (await app.database!.db.selectFrom('agent_notifications').select('id').where('property_id', '=', id).execute())
          .length,
      ).toBe(1);
    }
    const theme = await call('homeMover', 'POST', `/notifyagent/${id}/zz`);
    expect(theme.status).toBe(404);
    expect(theme.body.error.message).toBe(MESSAGES.themeUnknown('zz'));
    expect((await call('simple', 'POST', `/notifyagent/${id}/h`)).status).toBe(403);
  });
});

describe('the other calls the product decided', () => {
  it('POST /search names the property in its body', async () => {
    expect((await call('agent', 'POST', '/search', {})).status).toBe(400);
    expect((await call('agent', 'POST', '/search', { property_id: 'one' })).status).toBe(400);
    expect((await call('agent', 'POST', '/search', { property_id: 2_000_000_000 })).status).toBe(404);
  });

  it('GET /solicitors/{firm} lists a firm’s people and refuses an organisation that is not a firm', async () => {
    const listed = await call('solicitor', 'GET', `/solicitors/${a.firm.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.users.solicitor.id, email: expect.any(String), name: expect.any(String) }),
      ]),
    );
    const agency = await call('administrator', 'GET', `/solicitors/${a.agency.id}`);
    expect(agency.status).toBe(404);
    expect(agency.body.error.message).toBe(MESSAGES.notASolicitorsFirm(a.agency.id));
  });

  it('GET /brand answers the caller’s brand', async () => {
    const brand = await call('brandAdmin', 'GET', '/brand');
    expect(brand.status).toBe(200);
    expect(brand.body).toMatchObject({ id: a.brand.id, name: a.brand.name });
    expect((await call('agent', 'GET', '/brand')).status).toBe(403);
  });

  it('the invitations take the specification’s solicitor_id and agent_id', async () => {
    const solicitor = await call('agent', 'POST', `/invitesolicitor/${a.property.id}`, {
      solicitor_id: a.users.solicitor.id,
      theme: 'h',
    });
    expect(solicitor.status).toBe(201);
    const agent = await call('solicitor', 'POST', `/inviteagent/${a.property.id}`, {
      agent_id: a.users.agent.id,
      theme: 'h',
    });
    expect(agent.status).toBe(201);
  });
});
