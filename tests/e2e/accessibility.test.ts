import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES, type Theme } from '../../domain/themes.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { axeBlockers, CHECKED_WIDTHS } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { screenSettled } from './settle.ts';
import { signedInContext, signIn } from './session.ts';
import { formShown } from './form-shown.ts';

let app: TestApp;
let browser: Browser;
/** The agent's sign-in, made once on the issuer's host: the provider's session cookies, reused under every theme's host. */
let signInCookies: Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];
let propertyId: string;

/** Where the theme is served: its local host in domain/theme-hosts.json (Chromium resolves *.localhost to this machine). */
function origin(theme: Theme): string {
  return theme.key === 'hop' ? app.publicUrl : `http://${theme.key}.localhost:${app.port}`;
}

/**
 * A context carrying the agent's session at the one issuer every host signs in at, and the theme's
 * host marked as signed in before: the app there restores the sign-in from that session.
 */
async function signedInOn(theme: Theme, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const storageState = {
    cookies: signInCookies,
    origins: [{ origin: origin(theme), localStorage: [{ name: 'moveready.signedIn', value: '1' }] }],
  };
  return browser.newContext({ viewport, bypassCSP: true, storageState });
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await signIn(page, app.publicUrl, 'agent@example.com', { acceptTerms: false });

  // The terms modal, as a first-time user meets it, is part of the properties screen.
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await screenSettled(page, () => terms.waitFor({ state: 'visible' }));
  const modalViolations = await axeBlockers(page);
  expect(modalViolations, 'properties screen with the terms modal').toEqual([]);
  await terms.getByRole('button', { name: 'Accept' }).click();
  await terms.waitFor({ state: 'hidden' });

  signInCookies = (await context.storageState()).cookies;
  const href = await page.locator('a.property-card').first().getAttribute('href');
  propertyId = href?.split('/').pop() ?? '';
  await context.close();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * Under the product's own theme the agent's signed-in screens (properties, dashboard, help and a
 * coming-soon page) are checked at the same widths, as the same agent on the same first property,
 * by the check of every agent screen (tests/e2e/every-role-a11y/agent.test.ts): here they are
 * checked under the partners' themes only, and the sign-in and terms under every theme.
 */
const SIGNED_IN = ['properties', 'dashboard', 'help', 'coming soon'];
const signedInScreensHere = (theme: Theme) => theme.key !== 'hop';

describe.each(THEMES.map((theme) => [theme.key, theme] as const))(
  'no serious or critical axe violation under the %s theme',
  (_key, theme) => {
    const screens = ['auth', 'terms', ...(signedInScreensHere(theme) ? SIGNED_IN : [])];
    it(`at 375 and 1280 px: ${screens.join(', ')}`, async () => {
      const found: Record<string, string[]> = {};
      // Each screen is opened once and checked at both widths: the layout follows the width by itself.
      const check = async (page: Page, screen: string, ready: () => Promise<unknown>) => {
        for (const size of CHECKED_WIDTHS) {
          await page.setViewportSize(size);
          await screenSettled(page, ready);
          found[`${screen} at ${size.width} px`] = await axeBlockers(page);
        }
      };

      const anonymous = await browser.newContext({ viewport: CHECKED_WIDTHS[0], bypassCSP: true });
      const visitor = await anonymous.newPage();
      await visitor.goto(`${origin(theme)}/auth`);
      await check(visitor, 'auth', () => visitor.getByRole('button', { name: 'Log in' }).waitFor());
      // The host chose the theme.
      expect(await visitor.title()).toBe(`Welcome | ${theme.appName}`);
      await openInApp(visitor, `${origin(theme)}/terms`);
      await check(visitor, 'terms', () =>
        visitor.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor(),
      );
      await anonymous.close();

      if (signedInScreensHere(theme)) {
        const context = await signedInOn(theme, CHECKED_WIDTHS[0]);
        const page = await context.newPage();
        await page.goto(`${origin(theme)}/properties`);
        await check(page, 'properties', () => page.locator('a.property-card').first().waitFor());
        await openInApp(page, `${origin(theme)}/properties/${propertyId}`);
        await check(page, 'dashboard', () => page.getByRole('heading', { name: 'Document retrieval code' }).waitFor());
        await openInApp(page, `${origin(theme)}/properties/${propertyId}/help`);
        await check(page, 'help', () => page.getByRole('button', { name: 'Send' }).waitFor());
        await openInApp(page, `${origin(theme)}/properties/${propertyId}/explainer`);
        await check(page, 'coming soon', () => page.getByText('Text to come!').waitFor());
        await context.close();
      }

      expect(found).toEqual(
        Object.fromEntries(
          screens.flatMap((screen) => CHECKED_WIDTHS.map((size) => [`${screen} at ${size.width} px`, []])),
        ),
      );
    });
  },
);

describe('the seller’s form screen and its sign dialog', () => {
  it.each([
    [375, 812],
    [1280, 900],
  ])('have no serious or critical axe violation at %i px', async (width, height) => {
    // The demo property with every form complete (the demo seed: the 36th): the sign prompt opens on the first visit.
    const sold = await app
      .database!.db.selectFrom('property_sellers')
      .select('property_id')
      .where('user_id', '=', 'demo-mover')
      .orderBy('property_id', 'desc')
      .executeTakeFirstOrThrow();
    const { context, page } = await signedInContext(browser, app.publicUrl, 'mover@example.com', { width, height });
    const found: Record<string, string[]> = {};
    await page.goto(`${app.publicUrl}/properties/${sold.property_id}/about-my-home`);
    const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
    await screenSettled(page, () => prompt.waitFor());
    found.signDialog = await axeBlockers(page);
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
    await screenSettled(page, () => formShown(page, 'About my home'));
    found.form = await axeBlockers(page);
    await context.close();
    expect(found).toEqual({ signDialog: [], form: [] });
  });
});
