import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { makeMoveReady } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { signedInContext } from './session.ts';
import { formShown } from './form-shown.ts';

let app: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web', SEARCHES_SAMPLE_DELAY_SECONDS: '1', JOB_POLL_MS: '200' });
  browser = await launchChromium();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

/** A demo property of the agent's agency, the first by id. */
async function agencyProperty(email: string): Promise<number> {
  const db = app.database!.db;
  const agent = await db
    .selectFrom('users')
    .select('organisation_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const property = await db
    .selectFrom('properties')
    .select('id')
    .where('agency_id', '=', agent.organisation_id)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return property.id;
}

describe('the dashboard in a real browser', () => {
  it('an agent orders searches and the SAMPLE search pack appears in the vault', async () => {
    const id = await agencyProperty('agent@example.com');
    const db = app.database!.db;
    await db.deleteFrom('search_orders').where('property_id', '=', id).execute();
    await db.updateTable('properties').set({ phase_id: 2, searches_requested: false }).where('id', '=', id).execute();
    const { context, page } = await signedInContext(browser, app.publicUrl, 'agent@example.com', {
      width: 1280,
      height: 900,
    });
    contexts.push(context);
    await page.goto(`${app.publicUrl}/properties/${id}`);
    const pack = page.getByRole('region', { name: 'Exchange Ready Search Pack' });
    await pack.getByRole('button', { name: 'Order now' }).click();
    await page
      .getByRole('dialog', { name: 'Order the searches?' })
      .getByRole('button', { name: 'Order searches' })
      .click();
    await pack.getByText(MESSAGES.searchesOrdered).waitFor();
    const documents = page.getByRole('region', { name: 'Document vault' }).getByRole('list', { name: 'Documents' });
    await documents.getByText('SAMPLE Exchange Ready Search Pack', { exact: true }).waitFor({ timeout: 30_000 });
    await pack.getByText('The search pack is in the document vault.').waitFor();
    const order = await db
      .selectFrom('search_orders')
      .select(['status', 'upload_id'])
      .where('property_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('delivered');
  });

  it('once drawn, fetches the form screen’s code while idle, so a form then opens without waiting for it', async () => {
    const id = await agencyProperty('agent@example.com');
    const { context, page } = await signedInContext(browser, app.publicUrl, 'agent@example.com', {
      width: 375,
      height: 812,
    });
    contexts.push(context);
    const formCode = (url: string) => /\/assets\/QuestionnaireScreen-[\w-]+\.js$/.test(new URL(url).pathname);
    const fetched = page.waitForRequest((request) => formCode(request.url()), { timeout: 20_000 });
    await page.goto(`${app.publicUrl}/properties/${id}`);
    await page.getByRole('region', { name: 'Document vault' }).waitFor();
    await fetched;
    // Opening a form now asks for no further code of its own.
    const later: string[] = [];
    page.on('request', (request) => {
      if (formCode(request.url())) later.push(request.url());
    });
    await openInApp(page, `${app.publicUrl}/properties/${id}/about-my-home`);
    await formShown(page, 'About my home');
    expect(later).toEqual([]);
  });

  it('an administrator moves a property at 100 to the next phase', async () => {
    const id = await agencyProperty('agent@example.com');
    await makeMoveReady(app.database!.db, id);
    const { context, page } = await signedInContext(browser, app.publicUrl, 'admin@example.com', {
      width: 375,
      height: 812,
    });
    contexts.push(context);
    await page.goto(`${app.publicUrl}/properties/${id}`);
    const score = page.getByRole('region', { name: 'Move Ready' });
    await score.getByText(MESSAGES.phaseOneBanner).waitFor();
    await score.getByRole('button', { name: 'Move to next phase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to next phase' });
    await dialog.getByText(MESSAGES.phaseMoveConfirm).waitFor();
    await dialog.getByRole('button', { name: 'Move to Contract Ready' }).click();
    await page.getByText(MESSAGES.phaseMoved).waitFor();
    await page.getByRole('heading', { name: 'Contract Ready' }).waitFor();
    await page.getByRole('list', { name: 'Action plan items' }).getByText('Conveyancing enquiries').waitFor();
    const stored = await app
      .database!.db.selectFrom('properties')
      .select('phase_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.phase_id).toBe(2);
  });
});
