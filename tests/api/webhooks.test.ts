import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { WEBHOOK_EVENTS } from '../../domain/webhooks/events.ts';
import { verifyWebhook } from '../../domain/webhooks/signature.ts';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { insertWebhookSubscription } from '../../server/store/webhooks.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { pdf, uploadFiles } from '../fixtures/files.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { freePort, startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';
import { startReceiver, type ReceivedWebhook } from '../fixtures/webhook-receiver.ts';

/**
 * Webhooks (issue 28): an administrator subscribes an API client's receiver to events; each event
 * of a property the client's organisation may see is POSTed to it once, signed, and retried through
 * the background queue while the receiver is down, failing or too slow. Every receiver here is a
 * real HTTP server on a loopback port (WEBHOOK_ALLOW_PRIVATE_TARGETS on, as outside production).
 * The deadline is 3 s, not less: on PGlite the database shares the event loop, and a long save can
 * hold an answer that arrived in time past a shorter deadline, which would send the event again.
 */
let app: TestApp;
let a: Side;
let b: Side;
let admin: string;
const cleanups: (() => Promise<void>)[] = [];

const db = () => app.database!.db;
async function tokenFor(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
}

async function until<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newClient(organisationId: number, name = 'CRM sync') {
  const created = await callApi(app.url, 'POST', '/admin/api-clients', {
    token: admin,
    body: { name, organisation_id: organisationId },
  });
  expect(created.status).toBe(201);
  return created.body.client.client_id as string;
}

async function subscribe(clientId: string, url: string, events: readonly string[] = WEBHOOK_EVENTS) {
  return callApi(app.url, 'POST', `/admin/api-clients/${clientId}/webhooks`, { token: admin, body: { url, events } });
}

type Delivery = {
  id: number;
  event_type: string;
  event_id: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
};
async function deliveries(clientId: string): Promise<Delivery[]> {
  const listed = await callApi(app.url, 'GET', `/admin/api-clients/${clientId}/webhook-deliveries`, { token: admin });
  expect(listed.status).toBe(200);
  return listed.body as Delivery[];
}

/** The receiver's check, as the README writes it: HMAC-SHA256 over "<id>.<timestamp>.<raw body>" with the key after `whsec_`. */
function readmeVerify(secret: string, entry: ReceivedWebhook): boolean {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${String(entry.headers['webhook-id'])}.${String(entry.headers['webhook-timestamp'])}.${entry.body}`)
    .digest('base64');
  return String(entry.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

const check = (secret: string, entry: ReceivedWebhook) =>
  verifyWebhook(
    secret,
    {
      id: String(entry.headers['webhook-id']),
      timestamp: String(entry.headers['webhook-timestamp']),
      signature: String(entry.headers['webhook-signature']),
      body: entry.body,
    },
    Math.floor(Date.now() / 1000),
  );

beforeAll(async () => {
  app = await startTestApp({
    DEMO: '0',
    JOB_POLL_MS: '50',
    SEARCHES_SAMPLE_DELAY_SECONDS: '0',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: '1',
    WEBHOOK_RETRY_SECONDS: '0.3',
    WEBHOOK_TIMEOUT_SECONDS: '3',
  });
  ({ a, b } = await buildTwoBrands(db()));
  admin = await tokenFor(a.users.administrator.id);
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await app?.close();
});

describe('events reach the subscribed receiver', () => {
  it('sends every kind of event of the organisation’s properties once, signed; another organisation’s client gets nothing', async () => {
    const receiverA = await startReceiver();
    const receiverB = await startReceiver();
    cleanups.push(receiverA.close, receiverB.close);
    const clientA = await newClient(a.agency.id, 'Agency A CRM');
    const clientB = await newClient(b.agency.id, 'Agency B CRM');
    const subscribed = await subscribe(clientA, receiverA.url);
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.subscription).toMatchObject({
      client_id: clientA,
      url: receiverA.url,
      events: [...WEBHOOK_EVENTS],
    });
    const secret = subscribed.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect((await subscribe(clientB, receiverB.url)).status).toBe(201);
    // The secret is shown once: the list never carries it.
    const listed = await callApi(app.url, 'GET', `/admin/api-clients/${clientA}/webhooks`, { token: admin });
    expect(listed.body).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));

    const agent = await tokenFor(a.users.agent.id);
    const seller = await tokenFor(a.users.homeMover.id);
    // property.created: the agent adds a property from the title search.
    const title = buildSampleTitles().find(
      (t) => t.result.Address.SubBuildingName === 'Flat 2' && t.result.Address.BuildingNumber === '7',
    )!;
    const added = await callApi(app.url, 'POST', '/property', {
      token: agent,
      body: {
        TitleNumber: title.result.TitleNumber,
        address: {
          sub_building_name: 'Flat 2',
          building_number: '7',
          thoroughfare: 'Lansdown Road',
          town_or_city: 'Cheltenham',
          hop_post_code: 'GL50 1QA',
        },
      },
    });
    expect(added.status).toBe(201);
    // document.uploaded, then form.completed and form.signed by the seller of property A.
    expect(
      (
        await uploadFiles(app.url, a.property.id, seller, [
          { name: 'epc.pdf', bytes: await pdf('EPC'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const answered = await answerWholeForm(app.url, seller, a.property.id, QUESTIONNAIRE.about);
    expect(answered.percent).toBe(100);
    expect(
      (
        await callApi(app.url, 'POST', `/questionnaire/${a.property.id}/sign`, {
          token: seller,
          body: { questionnaire_id: QUESTIONNAIRE.about, name: 'Alex Seller' },
        })
      ).status,
    ).toBe(200);
    // searches.returned: the sample provider returns its pack at once here.
    await db().updateTable('properties').set({ phase_id: 2 }).where('id', '=', a.property.id).execute();
    expect(
      (await callApi(app.url, 'POST', `/property/${a.property.id}/request-searches`, { token: agent })).status,
    ).toBe(200);

    await until(() => WEBHOOK_EVENTS.every((type) => receiverA.events().some((event) => event.type === type)));
    // Every delivery is finished, and nothing more arrives after a pause: each event came once.
    await until(async () => (await deliveries(clientA)).every((delivery) => delivery.status === 'delivered'));
    await pause(500);
    const events = receiverA.events();
    const ids = events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(events.filter((event) => event.type === 'property.created')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'form.signed')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'form.completed')).toHaveLength(1);
    expect(events.filter((event) => event.type === 'searches.returned')).toHaveLength(1);

    const created = events.find((event) => event.type === 'property.created')!;
    expect(created.data).toMatchObject({
      property: { id: added.body.id, friendly_id: added.body.friendlyId, postcode: 'GL50 1QA' },
    });
    expect(events.find((event) => event.type === 'form.completed')!.data).toEqual({
      property_id: a.property.id,
      questionnaire_id: QUESTIONNAIRE.about,
      completion: 100,
    });
    expect(events.find((event) => event.type === 'form.signed')!.data).toMatchObject({
      property_id: a.property.id,
      questionnaire_id: QUESTIONNAIRE.about,
    });
    expect(
      events.find(
        (event) =>
          event.type === 'document.uploaded' && (event.data.upload as { file_name: string }).file_name === 'epc.pdf',
      )!.data,
    ).toMatchObject({ property_id: a.property.id });
    expect(events.find((event) => event.type === 'searches.returned')!.data).toMatchObject({
      property_id: a.property.id,
      upload: { content_type: 'application/pdf' },
    });

    for (const entry of receiverA.received) {
      const body = JSON.parse(entry.body) as { id: string; occurredAt: string };
      expect(entry.headers['content-type']).toBe('application/json');
      expect(entry.headers['webhook-id']).toBe(body.id);
      expect(Object.keys(body).sort()).toEqual(['data', 'id', 'occurredAt', 'type']);
      expect(new Date(body.occurredAt).toISOString()).toBe(body.occurredAt);
      const timestamp = Number(entry.headers['webhook-timestamp']);
      expect(Math.abs(timestamp - entry.at / 1000)).toBeLessThan(5);
      expect(check(secret, entry)).toBe(true);
      expect(readmeVerify(secret, entry)).toBe(true);
      // A wrong secret, or a body changed on the way, does not verify.
      expect(check(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, entry)).toBe(false);
      expect(check(secret, { ...entry, body: entry.body.replace('"data"', '"Data"') })).toBe(false);
    }
    // Tenancy: agency B's client hears nothing of agency A's properties.
    expect(receiverB.received).toHaveLength(0);
    expect(await deliveries(clientB)).toEqual([]);
  });

  it('shows the administrator each delivery, over REST and GraphQL, and nobody else', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const client = await newClient(a.agency.id);
    expect((await subscribe(client, receiver.url, ['document.uploaded'])).status).toBe(201);
    expect(
      (
        await uploadFiles(app.url, a.property.id, await tokenFor(a.users.homeMover.id), [
          { name: 'plan.pdf', bytes: await pdf('Plan'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const [delivery] = await until(async () => {
      const listed = await deliveries(client);
      return listed.length === 1 && listed[0].status === 'delivered' ? listed : undefined;
    });
    expect(delivery).toMatchObject({
      event_type: 'document.uploaded',
      status: 'delivered',
      attempts: 1,
      last_status_code: 204,
      last_error: null,
      next_attempt_at: null,
    });
    expect(receiver.received).toHaveLength(1);
    expect(delivery.event_id).toBe(receiver.received[0].headers['webhook-id']);

    const graphql = await callGraphql(
      app.url,
      'query($id: ID!) { webhookDeliveries(clientId: $id) { eventType status attempts lastStatusCode nextAttemptAt } }',
      { token: admin, variables: { id: client } },
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.webhookDeliveries).toEqual([
      { eventType: 'DOCUMENT_UPLOADED', status: 'DELIVERED', attempts: 1, lastStatusCode: 204, nextAttemptAt: null },
    ]);
    expect(
      (
        await callApi(app.url, 'GET', `/admin/api-clients/${client}/webhook-deliveries`, {
          token: await tokenFor(a.users.brandAdmin.id),
        })
      ).status,
    ).toBe(403);
  });
});

describe('retries through the background queue', () => {
  it('a receiver that is down (connection refused) gets the event once it is up, exactly once', async () => {
    const port = await freePort();
    const client = await newClient(a.agency.id);
    expect((await subscribe(client, `http://127.0.0.1:${port}/hooks`, ['document.uploaded'])).status).toBe(201);
    expect(
      (
        await uploadFiles(app.url, a.property.id, await tokenFor(a.users.homeMover.id), [
          { name: 'deeds.pdf', bytes: await pdf('Deeds'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const failed = await until(async () => (await deliveries(client)).find((delivery) => delivery.attempts >= 1));
    expect(failed).toMatchObject({
      status: 'pending',
      last_status_code: null,
      last_error: 'The receiver refused the connection.',
    });

    const receiver = await startReceiver(() => ({ status: 200 }), port);
    cleanups.push(receiver.close);
    const delivered = await until(async () =>
      (await deliveries(client)).find((delivery) => delivery.status === 'delivered'),
    );
    expect(delivered.attempts).toBeGreaterThanOrEqual(2);
    expect(delivered).toMatchObject({ last_status_code: 200, last_error: null, next_attempt_at: null });
    await pause(1000);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers['webhook-id']).toBe(delivered.event_id);
  });

  it('a receiver answering 500 is retried with the same event id until it answers 2xx', async () => {
    const receiver = await startReceiver((index) => ({ status: index < 2 ? 500 : 200 }));
    cleanups.push(receiver.close);
    const client = await newClient(a.agency.id);
    expect((await subscribe(client, receiver.url, ['document.uploaded'])).status).toBe(201);
    expect(
      (
        await uploadFiles(app.url, a.property.id, await tokenFor(a.users.homeMover.id), [
          { name: 'survey.pdf', bytes: await pdf('Survey'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const waiting = await until(async () =>
      (await deliveries(client)).find((delivery) => delivery.status === 'pending' && delivery.attempts === 1),
    );
    expect(waiting).toMatchObject({ last_status_code: 500, last_error: 'The receiver answered 500.' });
    const delivered = await until(async () =>
      (await deliveries(client)).find((delivery) => delivery.status === 'delivered'),
    );
    expect(delivered).toMatchObject({ attempts: 3, last_status_code: 200 });
    await pause(800);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id']))).toEqual(
      new Set([delivered.event_id]),
    );
    // Each attempt is signed afresh with its own timestamp over the same body.
    expect(new Set(receiver.received.map((entry) => entry.body)).size).toBe(1);
  });

  it('a receiver slower than the deadline counts as failed and is retried', async () => {
    const receiver = await startReceiver((index) => (index === 0 ? { status: 200, delayMs: 8000 } : { status: 202 }));
    cleanups.push(receiver.close);
    const client = await newClient(a.agency.id);
    expect((await subscribe(client, receiver.url, ['document.uploaded'])).status).toBe(201);
    expect(
      (
        await uploadFiles(app.url, a.property.id, await tokenFor(a.users.homeMover.id), [
          { name: 'lease.pdf', bytes: await pdf('Lease'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const timedOut = await until(async () =>
      (await deliveries(client)).find((delivery) => delivery.attempts === 1 && delivery.status === 'pending'),
    );
    expect(timedOut).toMatchObject({ last_status_code: null, last_error: 'No answer within 3 seconds.' });
    const delivered = await until(async () =>
      (await deliveries(client)).find((delivery) => delivery.status === 'delivered'),
    );
    expect(delivered).toMatchObject({ attempts: 2, last_status_code: 202 });
    expect(receiver.received).toHaveLength(2);
  });
});

describe('managing subscriptions', () => {
  it('refuses an address that is not https, carries credentials or is not a URL, and unknown events, with the messages', async () => {
    const client = await newClient(a.agency.id);
    expect(await subscribe(client, 'http://example.com/hooks')).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookUrlScheme } },
    });
    expect(await subscribe(client, 'ftp://example.com/hooks')).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookUrlScheme } },
    });
    expect(await subscribe(client, 'https://user:pass@example.com/hooks')).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookUrlCredentials } },
    });
    expect(await subscribe(client, 'example.com/hooks')).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookUrlInvalid } },
    });
    expect(await subscribe(client, 'https://example.com/hooks', [])).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookEventsInvalid(WEBHOOK_EVENTS.join(', ')) } },
    });
    expect(await subscribe(client, 'https://example.com/hooks', ['property.deleted'])).toMatchObject({ status: 400 });
    expect(await subscribe('mr_unknown', 'https://example.com/hooks')).toMatchObject({
      status: 404,
      body: { error: { message: MESSAGES.apiClientNotFound('mr_unknown') } },
    });
    const created = await subscribe(client, 'https://example.com/hooks', [
      'form.signed',
      'property.created',
      'form.signed',
    ]);
    expect(created).toMatchObject({
      status: 201,
      body: { subscription: { events: ['property.created', 'form.signed'] } },
    });
  });

  it('a rotated secret signs the next delivery and the old one no longer verifies; a removed subscription gets nothing', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const client = await newClient(a.agency.id);
    const created = await subscribe(client, receiver.url, ['document.uploaded']);
    const old = created.body.secret as string;
    const rotated = await callApi(app.url, 'POST', `/admin/webhooks/${created.body.subscription.id}/secret`, {
      token: admin,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.subscription.secret_rotated_at).not.toBeNull();
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    const seller = await tokenFor(a.users.homeMover.id);
    await uploadFiles(app.url, a.property.id, seller, [
      { name: 'one.pdf', bytes: await pdf('One'), type: 'application/pdf' },
    ]);
    await until(() => receiver.received.length === 1);
    expect(check(fresh, receiver.received[0])).toBe(true);
    expect(check(old, receiver.received[0])).toBe(false);

    const removed = await callApi(app.url, 'DELETE', `/admin/webhooks/${created.body.subscription.id}`, {
      token: admin,
    });
    expect(removed).toMatchObject({ status: 200, body: { id: created.body.subscription.id } });
    expect(
      (await callApi(app.url, 'DELETE', `/admin/webhooks/${created.body.subscription.id}`, { token: admin })).status,
    ).toBe(404);
    await uploadFiles(app.url, a.property.id, seller, [
      { name: 'two.pdf', bytes: await pdf('Two'), type: 'application/pdf' },
    ]);
    await pause(800);
    expect(receiver.received).toHaveLength(1);
  });

  it('a revoked client’s receivers get nothing and it takes no new subscription', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const client = await newClient(a.agency.id);
    expect((await subscribe(client, receiver.url, ['document.uploaded'])).status).toBe(201);
    expect((await callApi(app.url, 'DELETE', `/admin/api-clients/${client}`, { token: admin })).status).toBe(200);
    await uploadFiles(app.url, a.property.id, await tokenFor(a.users.homeMover.id), [
      { name: 'three.pdf', bytes: await pdf('Three'), type: 'application/pdf' },
    ]);
    await pause(800);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries(client)).toEqual([]);
    expect(await subscribe(client, receiver.url)).toMatchObject({
      status: 409,
      body: { error: { message: MESSAGES.webhookClientRevoked } },
    });
  });
});

describe('private targets at a deployment reached at a public address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // Not production and no flag: the public address alone closes private targets.
    strict = await startTestApp({
      DEMO: '0',
      JOB_POLL_MS: '50',
      PUBLIC_URL: 'https://staging.moveready.example',
      WEBHOOK_RETRY_SECONDS: '0.2',
    });
  });
  afterAll(() => strict?.close());

  it('refuses loopback, private and plain-http addresses when subscribing', async () => {
    const { a: side } = await buildTwoBrands(strict.database!.db);
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(strict.database!.db, {
      sub: side.users.administrator.id,
      iss: `${strict.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
    const client = (
      await callApi(strict.url, 'POST', '/admin/api-clients', {
        token,
        body: { name: 'Strict', organisation_id: side.agency.id },
      })
    ).body.client.client_id as string;
    const attempt = (url: string) =>
      callApi(strict.url, 'POST', `/admin/api-clients/${client}/webhooks`, {
        token,
        body: { url, events: ['document.uploaded'] },
      });
    expect(await attempt('http://127.0.0.1:9/hooks')).toMatchObject({
      status: 400,
      body: { error: { message: MESSAGES.webhookUrlScheme } },
    });
    for (const [url, host] of [
      ['https://127.0.0.1/hooks', '127.0.0.1'],
      ['https://10.1.2.3/hooks', '10.1.2.3'],
      ['https://[::1]/hooks', '[::1]'],
      ['https://169.254.169.254/latest', '169.254.169.254'],
      ['https://localhost/hooks', 'localhost'],
      ['https://[::ffff:192.168.0.1]/x', '[::ffff:c0a8:1]'],
    ]) {
      expect(await attempt(url)).toMatchObject({
        status: 400,
        body: { error: { message: MESSAGES.webhookUrlPrivate(host) } },
      });
    }
    expect((await attempt('https://receiver.example.com/hooks')).status).toBe(201);
  });

  it('does not connect to a name that resolves to a loopback address, and says why', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.close);
    const { a: side } = await buildTwoBrands(strict.database!.db);
    const sdb = strict.database!.db;
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(sdb, {
      sub: side.users.administrator.id,
      iss: `${strict.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
    const client = (
      await callApi(strict.url, 'POST', '/admin/api-clients', {
        token,
        body: { name: 'Rebinding', organisation_id: side.agency.id },
      })
    ).body.client.client_id as string;
    // Stored as if the name had resolved to a public address when it was added (DNS can change).
    await insertWebhookSubscription(sdb, {
      clientId: client,
      url: `https://localhost:${receiver.port}/hooks`,
      events: ['document.uploaded'],
      createdBy: side.users.administrator.id,
    });
    const seller = await signWithProviderKey(sdb, {
      sub: side.users.homeMover.id,
      iss: `${strict.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 900,
    });
    expect(
      (
        await uploadFiles(strict.url, side.property.id, seller, [
          { name: 'x.pdf', bytes: await pdf('X'), type: 'application/pdf' },
        ])
      ).status,
    ).toBe(201);
    const listed = await until(async () => {
      const answer = await callApi(strict.url, 'GET', `/admin/api-clients/${client}/webhook-deliveries`, { token });
      return (answer.body as Delivery[]).find((delivery) => delivery.attempts >= 1);
    });
    expect(listed.last_error).toBe(
      'localhost is not a public address; webhooks are delivered to public receivers only',
    );
    expect(receiver.received).toHaveLength(0);
  });
});
