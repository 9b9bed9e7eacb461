import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { sentToken, storageHolding, watchTokens } from './session.ts';

let app: TestApp;
let browser: Browser;
let propertyId: number;

const EMAIL = 'harbour.agent@example.com';

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  // An agent of Harbour Lettings, an agency under the Wiggywam brand, listed on the demo sign-in page.
  const db = app.database!.db;
  const harbour = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Harbour Lettings')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('identity_accounts')
    .values({ id: 'harbour-agent', email: EMAIL, name: 'Hana Harbour', demo: true, email_verified: true })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: 'harbour-agent',
      email: EMAIL,
      display_name: 'Hana Harbour',
      role: ROLE.agent,
      organisation_id: harbour.id,
      accepted_tcs: true,
    })
    .execute();
  propertyId = (
    await db
      .selectFrom('properties')
      .select('id')
      .where('agency_id', '=', harbour.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe("a partner brand's user signing in on another brand's host", () => {
  it("is taken to their brand's host, still signed in, on the page the link opened", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    watchTokens(page);
    const deepLink = `/properties/${propertyId}`;

    // A link to the property, opened on the default brand's host while signed out.
    await page.goto(`http://localhost:${app.port}${deepLink}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await expect.poll(() => page.title()).toBe('Welcome | Move Ready');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction'));
    await page.getByRole('button', { name: new RegExp(EMAIL.replace(/[.@]/g, '\\$&')) }).click();

    // Signed in there, moved to Wiggywam's host through the provider's session, on the same page.
    await page.waitForURL(`http://wiggywam.localhost:${app.port}${deepLink}`, { timeout: 20_000 });
    await expect.poll(() => page.title()).toMatch(/\| Wiggywam$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('header img[src="/logos/wiggywam.svg"]').count()).toBe(1);
    // Signed in on this host too, with the token in the page's memory only.
    expect(await storageHolding(page, [await sentToken(page)])).toEqual([]);
    // No second sign-in page was shown: the provider's interaction happened once, on the first host.
    await context.close();
  });

  it('leaves a default-brand user on the partner host they chose', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`http://canopy.localhost:${app.port}/auth`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction'));
    // The sign-in page wears Canopy's look: its logo and name.
    expect(await page.title()).toBe('Log in · Canopy');
    expect(await page.locator('header img[src="/logos/canopy.svg"]').count()).toBe(1);
    expect(await page.locator('header a.brand').getAttribute('href')).toBe(`http://canopy.localhost:${app.port}/auth`);
    await page
      .getByRole('button', { name: /agent@example\.com/ })
      .filter({ hasNotText: 'harbour' })
      .click();
    await page.waitForURL(`http://canopy.localhost:${app.port}/properties`);
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms
      .waitFor({ state: 'visible', timeout: 3000 })
      .then(() => terms.getByRole('button', { name: 'Accept' }).click())
      .catch(() => undefined);
    await page.getByText('Hello', { exact: false }).first().waitFor();
    expect(new URL(page.url()).host).toBe(`canopy.localhost:${app.port}`);
    await context.close();
  });
});
