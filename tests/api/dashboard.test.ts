import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { dashboardWorld } from '../fixtures/dashboard-world.ts';
import { makeMoveReady, MOVE_READY_FORMS, setFormCompletion, signForms } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startSmtpServer } from '../fixtures/smtp.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    DEMO: '0',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Move Ready <no-reply@moveready.example>',
    JOB_POLL_MS: '50',
    SEARCHES_SAMPLE_DELAY_SECONDS: '0',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function until<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the action plan', () => {
  it('lists the Move Ready forms with worth, minutes, progress and what the seller may do', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    await setFormCompletion(app.database!.db, world.property.id, { 4: 100, 2: 40 });
    const { status, body } = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.seller,
    });
    expect(status).toBe(200);
    expect(body.check_list_items.map((item: { key: string }) => item.key)).toEqual([
      'about_my_home',
      'property_info',
      'fittings_contents',
      'preliminary_information',
    ]);
    const [about, info, fittings] = body.check_list_items;
    expect(about).toMatchObject({
      worth: 20,
      earned: 25,
      completion: 100,
      status: 'Ready to sign',
      path: 'about-my-home',
      can_complete: true,
      can_sign: true,
      can_share: true,
      signed: false,
    });
    expect(info).toMatchObject({
      worth: 20,
      earned: 8,
      completion: 40,
      estimated_time: 20,
      can_sign: false,
      can_share: false,
    });
    expect(fittings).toMatchObject({ completion: 0, status: 'Not started' });
    expect(body).toMatchObject({
      phase_id: 1,
      complete: 33,
      displayed_complete: 33,
      all_signed: false,
      agents_notification: 'none',
      searches: null,
    });
  });

  it('reads the signatures table: signed by you, by all sellers, and the cap at 99 until everyone signed', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    await setFormCompletion(
      app.database!.db,
      world.property.id,
      Object.fromEntries(MOVE_READY_FORMS.map((id) => [id, 100])),
    );
    await signForms(app.database!.db, world.property.id, MOVE_READY_FORMS, [world.seller.id]);
    const first = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.seller,
    });
    expect(first.body).toMatchObject({ complete: 100, displayed_complete: 99 });
    expect(first.body.check_list_items[0]).toMatchObject({
      signed: true,
      some_signed: true,
      all_signed: false,
      can_sign: false,
      can_complete: false,
      can_share: true,
      status: 'Awaiting signatures',
    });
    const other = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.coSeller,
    });
    expect(other.body.check_list_items[0]).toMatchObject({ signed: false, can_sign: true });
    // A removed signature no longer counts.
    await app
      .database!.db.updateTable('signatures')
      .set({ removed_at: new Date() })
      .where('property_id', '=', world.property.id)
      .where('questionnaire_id', '=', 4)
      .execute();
    const unsigned = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.seller,
    });
    expect(unsigned.body.check_list_items[0]).toMatchObject({ signed: false, some_signed: false, can_sign: true });
    await signForms(app.database!.db, world.property.id, MOVE_READY_FORMS, [world.seller.id, world.coSeller.id]);
    const signed = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.seller,
    });
    expect(signed.body).toMatchObject({ displayed_complete: 100, all_signed: true });
  });
});

describe('moving to the next phase', () => {
  it('is refused with 409 below 100, to a phase that is not the next one, and past the last', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    const path = (phase: number) => `/property/${world.property.id}/phase/${phase}`;
    const early = await callApi(app.url, 'POST', path(2), { token: world.tokens.admin });
    expect(early).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT', message: MESSAGES.phaseIncomplete } },
    });
    await makeMoveReady(app.database!.db, world.property.id);
    expect((await callApi(app.url, 'POST', path(3), { token: world.tokens.admin })).status).toBe(409);
    expect((await callApi(app.url, 'POST', path(1), { token: world.tokens.admin })).status).toBe(409);
    const moved = await callApi(app.url, 'POST', path(2), { token: world.tokens.admin });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      phase: { id: 2, label: 'Contract Ready', next_phase: 3 },
      completed_phases: [{ id: 1, label: 'Move Ready' }],
    });
    // The new phase's checklist has conveyancing enquiries, and its completion is stored for the list.
    const plan = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.seller,
    });
    expect(plan.body.check_list_items.map((item: { key: string }) => item.key)).toContain('conveyancing_enquiries');
    expect(plan.body.displayed_complete).toBeLessThan(100);
    await app.database!.db.updateTable('properties').set({ phase_id: 3 }).where('id', '=', world.property.id).execute();
    const last = await callApi(app.url, 'POST', `/property/${world.property.id}/phase/4`, {
      token: world.tokens.admin,
    });
    expect(last).toMatchObject({ status: 409, body: { error: { message: MESSAGES.phaseAlreadyLast } } });
  });
});

describe('ordering searches', () => {
  it('is refused in phase 1, sets the requested flag once, refuses a second order and puts a SAMPLE pack into the vault', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    const order = () =>
      callApi(app.url, 'POST', `/property/${world.property.id}/request-searches`, { token: world.tokens.agent });
    expect(await order()).toMatchObject({ status: 409, body: { error: { message: MESSAGES.searchesNotInPhaseOne } } });
    await app.database!.db.updateTable('properties').set({ phase_id: 2 }).where('id', '=', world.property.id).execute();
    const first = await order();
    expect(first).toMatchObject({ status: 200, body: { searches_requested: true } });
    expect(await order()).toMatchObject({ status: 409, body: { error: { message: MESSAGES.searchesAlreadyOrdered } } });
    const document = await until(async () => {
      const vault = await callApi(app.url, 'GET', `/property/${world.property.id}/uploads`, {
        token: world.tokens.seller,
      });
      return vault.body.uploads.find((upload: { name: string }) => upload.name === 'SAMPLE Exchange Ready Search Pack');
    });
    const download = await fetch(`${app.url}/api/upload/${world.property.id}/${document.id}`, {
      headers: { authorizationjwt: world.tokens.seller },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await download.arrayBuffer()));
    expect(pdf.getTitle()).toMatch(/^SAMPLE search pack/);
    const plan = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
      token: world.tokens.agent,
    });
    expect(plan.body.searches).toMatchObject({ status: 'delivered' });
  });

  // A restart over the same database is a PGlite data directory here: the test app drops its
  // PostgreSQL schema when it closes (the job queue's PostgreSQL behaviour has tests of its own).
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'delivers the pack after a restart when the order was placed before it',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'searches-'));
      const env = { DEMO: '0', DATA_DIR: dataDir, JOB_POLL_MS: '50', SEARCHES_SAMPLE_DELAY_SECONDS: '2' };
      let first: TestApp | undefined = await startTestApp(env);
      let second: TestApp | undefined;
      try {
        const world = await dashboardWorld(first.database!.db, first.publicUrl);
        await first
          .database!.db.updateTable('properties')
          .set({ phase_id: 2 })
          .where('id', '=', world.property.id)
          .execute();
        expect(
          (
            await callApi(first.url, 'POST', `/property/${world.property.id}/request-searches`, {
              token: world.tokens.agent,
            })
          ).status,
        ).toBe(200);
        await first.close();
        first = undefined;
        second = await startTestApp(env);
        const running = second;
        // A new port is a new issuer: sign in again against it.
        const now = Math.floor(Date.now() / 1000);
        const token = await signWithProviderKey(running.database!.db, {
          sub: world.agent.id,
          iss: `${running.publicUrl}/oidc`,
          aud: 'hop-web',
          iat: now,
          exp: now + 600,
        });
        await until(async () => {
          const vault = await callApi(running.url, 'GET', `/property/${world.property.id}/uploads`, { token });
          return vault.body.uploads.length === 1;
        });
      } finally {
        await first?.close();
        await second?.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // Two cold starts of a PGlite data directory on disk, each migrating it: far slower than a copied test database.
    120_000,
  );
});

describe('completion reaching 100', () => {
  it('mails the property’s agents through SMTP once, from the questionnaire save', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    // Every Move Ready form answered (as saved answers would record them), the stored completion not yet updated.
    await setFormCompletion(
      app.database!.db,
      world.property.id,
      Object.fromEntries(MOVE_READY_FORMS.map((id) => [id, 100])),
    );
    const save = () =>
      callApi(app.url, 'POST', `/questionnaire/${world.property.id}/1`, {
        token: world.tokens.seller,
        body: { answers: { ta7_2_1b: '1' } },
      });
    expect((await save()).status).toBe(200);
    const mail = await until(async () => smtp.received.find((received) => received.to.includes(world.agent.email)));
    expect(mail.raw).toContain('documentation complete for Move Ready');
    const stored = await app
      .database!.db.selectFrom('properties')
      .select('complete')
      .where('id', '=', world.property.id)
      .executeTakeFirstOrThrow();
    expect(stored.complete).toBe(100);
    // Saving again at 100 does not mail again.
    expect((await save()).status).toBe(200);
    // Once no job is left to run, a second mail would have been sent.
    await until(async () => {
      const open = await app
        .database!.db.selectFrom('jobs')
        .select('id')
        .where('status', 'in', ['pending', 'running'])
        .where('run_at', '<=', new Date())
        .execute();
      return open.length === 0;
    });
    expect(smtp.received.filter((received) => received.to.includes(world.agent.email))).toHaveLength(1);
    const plan = await until(async () => {
      const answer = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
        token: world.tokens.seller,
      });
      return answer.body.agents_notification === 'sent' && answer;
    });
    expect(plan.body.agents_notification).toBe('sent');
  });

  it('shows the failure when there is no agent to tell', async () => {
    const world = await dashboardWorld(app.database!.db, app.publicUrl);
    await app
      .database!.db.updateTable('users')
      .set({ organisation_id: null })
      .where('id', '=', world.agent.id)
      .execute();
    await setFormCompletion(
      app.database!.db,
      world.property.id,
      Object.fromEntries(MOVE_READY_FORMS.map((id) => [id, 100])),
    );
    await callApi(app.url, 'POST', `/questionnaire/${world.property.id}/1`, {
      token: world.tokens.seller,
      body: { answers: { ta7_2_1b: '2' } },
    });
    const plan = await until(async () => {
      const answer = await callApi(app.url, 'GET', `/property/${world.property.id}/action-plan`, {
        token: world.tokens.seller,
      });
      return answer.body.agents_notification === 'failed' && answer;
    });
    expect(plan.body.agents_notification).toBe('failed');
  });
});
