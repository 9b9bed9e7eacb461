import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { axeBlockers, CHECKED_WIDTHS } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { signedInContext } from './session.ts';
import { screenSettled } from './settle.ts';

/**
 * axe on the screens of every signed-in role but the agent and the administrator, whose screens
 * tests/e2e/accessibility.test.ts and admin-screens-a11y.test.ts check: the seller (home mover),
 * the solicitor, the brand administrator and the simple account, at 375 and 1280 px. Then the
 * seller's form and its sign prompt under a partner brand's host and theme.
 */
let app: TestApp;
let browser: Browser;

/** A screen of a role: its path (`{id}` is the role's first property) and what shows it has loaded. */
type Screen = { path: string; ready: (page: Page) => Promise<unknown> };

const heading =
  (name: string | RegExp): Screen['ready'] =>
  (page) =>
    page.getByRole('heading', { level: 1, name }).first().waitFor();
const propertyScreens: Screen[] = [
  { path: '/properties', ready: (page) => page.locator('a.property-card').first().waitFor() },
  {
    path: '/properties/{id}',
    ready: (page) => page.getByRole('heading', { name: 'Document retrieval code' }).waitFor(),
  },
  { path: '/properties/{id}/help', ready: (page) => page.getByRole('button', { name: 'Send' }).waitFor() },
];

const ROLES: Array<{ email: string; screens: Screen[] }> = [
  {
    email: 'mover@example.com',
    screens: [
      ...propertyScreens,
      { path: '/properties/{id}/about-my-home', ready: heading('About my home') },
      { path: '/properties/{id}/preliminary-information', ready: heading('Preliminary information') },
      { path: '/properties/{id}/fixtures-fittings', ready: heading('Fixtures and fittings') },
    ],
  },
  {
    email: 'solicitor@example.com',
    screens: [
      ...propertyScreens,
      { path: '/properties/{id}/invite-seller', ready: heading(/Invite/) },
      { path: '/admin', ready: heading('Admin Panel') },
    ],
  },
  {
    email: 'brand@example.com',
    screens: [
      ...propertyScreens,
      { path: '/properties/{id}/invite-solicitor', ready: heading(/Invite/) },
      { path: '/admin', ready: heading('Admin Panel') },
      { path: '/admin/agencies', ready: heading('Agencies') },
      { path: '/admin/agents', ready: heading('Individual Agents') },
      { path: '/admin/movers', ready: heading('Individual Movers') },
    ],
  },
  { email: 'simple@example.com', screens: [...propertyScreens, { path: '/properties/new', ready: heading(/Add/) }] },
];

/** The first property on the role's list: its dashboard and forms are the ones checked. */
async function firstPropertyId(page: Page): Promise<string> {
  await page.goto(`${app.publicUrl}/properties`);
  const href = await page.locator('a.property-card').first().getAttribute('href');
  return href!.split('/').pop()!;
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium(['--host-resolver-rules=MAP *.localhost 127.0.0.1']);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.each(ROLES.map((role) => [role.email, role] as const))('every screen of %s', (_email, role) => {
  it('has no serious, critical or unexplained moderate axe finding at 375 and 1280 px', {
    timeout: 300_000,
  }, async () => {
    const { context, page } = await signedInContext(browser, app.publicUrl, role.email, CHECKED_WIDTHS[0]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const id = await firstPropertyId(page);
    const found: Record<string, string[]> = {};
    for (const screen of role.screens) {
      const path = screen.path.replace('{id}', id);
      // Each screen is opened once, as a link in the app opens it, and checked at both widths: the layout follows the width by itself.
      await page.setViewportSize(CHECKED_WIDTHS[0]);
      await openInApp(page, `${app.publicUrl}${path}`);
      // A complete form opens its sign prompt by itself; it is checked with the form behind it.
      await screenSettled(page, () => screen.ready(page));
      for (const size of CHECKED_WIDTHS) {
        await page.setViewportSize(size);
        await screenSettled(page, () => screen.ready(page));
        found[`${screen.path} at ${size.width} px`] = await axeBlockers(page);
      }
    }
    await context.close();
    expect(found).toEqual(
      Object.fromEntries(
        role.screens.flatMap((screen) => CHECKED_WIDTHS.map((size) => [`${screen.path} at ${size.width} px`, []])),
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
