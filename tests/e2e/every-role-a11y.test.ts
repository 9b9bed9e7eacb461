import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../server/store/api-clients.ts';
import { insertWebhookSubscription } from '../../server/store/webhooks.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { axeBlockers, CHECKED_WIDTHS } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { signedInContext } from './session.ts';
import { anyHeading, ROLE_SCREENS } from './role-screens.ts';
import { screenSettled } from './settle.ts';

/**
 * axe on every screen of every signed-in role (tests/e2e/role-screens.ts lists them; a web test
 * checks the list against the route table), at 375 and 1280 px, with the demo data on the page:
 * the administrator's lists are checked in admin-screens-a11y.test.ts, the sign-in and terms under
 * every theme in accessibility.test.ts. Then the seller's form and its sign prompt under a partner
 * brand's host and theme.
 */
let app: TestApp;
let browser: Browser;

/** The first property on the role's list: its dashboard and forms are the ones checked. */
async function firstPropertyId(page: Page): Promise<string> {
  await page.goto(`${app.publicUrl}/properties`);
  const href = await page.locator('a.property-card').first().getAttribute('href');
  return href!.split('/').pop()!;
}

/** An API client of Cotswold Homes with one webhook receiver, so the API clients screen shows its webhooks panel filled. */
async function addApiClientWithWebhook(): Promise<void> {
  const db = app.database!.db;
  const created = await createApiClient(db, { name: 'Cotswold CRM', organisationId: 6, createdBy: 'demo-admin' });
  await insertWebhookSubscription(db, {
    clientId: created!.client.clientId,
    url: 'https://crm.example.com/hooks/moveready',
    events: ['property.created', 'form.signed'],
    createdBy: 'demo-admin',
  });
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium(['--host-resolver-rules=MAP *.localhost 127.0.0.1']);
  await addApiClientWithWebhook();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.each(Object.entries(ROLE_SCREENS))('every screen of %s', (email, screens) => {
  it('has no serious, critical or unexplained moderate axe finding at 375 and 1280 px', {
    timeout: 600_000,
  }, async () => {
    const { context, page } = await signedInContext(browser, app.publicUrl, email, CHECKED_WIDTHS[0]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const id = await firstPropertyId(page);
    const found: Record<string, string[]> = {};
    for (const screen of screens) {
      const path = screen.path.replace('{id}', id);
      const ready = () => (screen.ready ?? anyHeading)(page);
      // Each screen is opened once, as a link in the app opens it, and checked at both widths: the layout follows the width by itself.
      await page.setViewportSize(CHECKED_WIDTHS[0]);
      await openInApp(page, `${app.publicUrl}${path}`);
      if (screen.open) {
        await screenSettled(page, () => page.getByRole('main').waitFor());
        await screen.open(page);
      }
      // A complete form opens its sign prompt by itself; it is checked with the form behind it.
      await screenSettled(page, ready);
      for (const size of CHECKED_WIDTHS) {
        await page.setViewportSize(size);
        await screenSettled(page, ready);
        found[`${screen.path} at ${size.width} px`] = await axeBlockers(page);
      }
    }
    await context.close();
    expect(found).toEqual(
      Object.fromEntries(
        screens.flatMap((screen) => CHECKED_WIDTHS.map((size) => [`${screen.path} at ${size.width} px`, []])),
      ),
    );
  });
});

describe('the seller’s form and sign prompt under a partner brand', () => {
  let signInCookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
  const partner = 'wiggywam';
  const partnerOrigin = () => `http://${partner}.localhost:${app.port}`;

  beforeAll(async () => {
    const { context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', {
      width: 1280,
      height: 900,
    });
    signInCookies = (await context.storageState()).cookies;
    await context.close();
  });

  it('have no serious, critical or unexplained moderate axe finding at 375 and 1280 px', {
    timeout: 300_000,
  }, async () => {
    // The demo property with every form complete (the demo seed: the 36th): the sign prompt opens on the first visit.
    const sold = await app
      .database!.db.selectFrom('property_sellers')
      .select('property_id')
      .where('user_id', '=', 'demo-mover')
      .orderBy('property_id', 'desc')
      .executeTakeFirstOrThrow();
    const storageState = {
      cookies: signInCookies,
      origins: [{ origin: partnerOrigin(), localStorage: [{ name: 'moveready.signedIn', value: '1' }] }],
    };
    const context = await browser.newContext({
      viewport: CHECKED_WIDTHS[0],
      bypassCSP: true,
      storageState,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    await page.goto(`${partnerOrigin()}/properties/${sold.property_id}/about-my-home`);
    const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
    await screenSettled(page, () => prompt.waitFor());
    expect(await page.title()).toContain('Wiggywam');
    for (const size of CHECKED_WIDTHS) {
      await page.setViewportSize(size);
      await screenSettled(page, () => prompt.waitFor());
      found[`sign prompt at ${size.width} px`] = await axeBlockers(page);
    }
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
    const form = () => page.getByRole('heading', { level: 1, name: 'About my home' }).waitFor();
    for (const size of [...CHECKED_WIDTHS].reverse()) {
      await page.setViewportSize(size);
      await screenSettled(page, form);
      found[`form at ${size.width} px`] = await axeBlockers(page);
    }
    await context.close();
    expect(found).toEqual({
      'sign prompt at 375 px': [],
      'sign prompt at 1280 px': [],
      'form at 1280 px': [],
      'form at 375 px': [],
    });
  });
});
