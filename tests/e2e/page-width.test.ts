import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { SEARCH_MAX_LENGTH } from '../../domain/search.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { pageOverflow, signIn } from './session.ts';

let app: TestApp;
let browser: Browser;
/** The agent's signed-in browser state (cookies and the stored sign-in). */
let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let longPropertyId: number;

// The longest values the product accepts, without a space to break at: the worst case for a layout.
const LONG_NAME = 'N'.repeat(200);
const LONG_ORGANISATION = 'O'.repeat(200);
const longEmail = (tag: string) =>
  `${tag}${'e'.repeat(60 - tag.length)}@${'d'.repeat(60)}.${'s'.repeat(60)}.example.com`;
const LONG_SEARCH = 'S'.repeat(SEARCH_MAX_LENGTH);

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, app.publicUrl, 'agent@example.com');
  storageState = await context.storageState();
  await context.close();

  const db = app.database!.db;
  const agent = await db
    .selectFrom('users')
    .select(['id', 'organisation_id'])
    .where('id', '=', 'demo-agent')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ display_name: LONG_NAME, email: longEmail('agent') })
    .where('id', '=', agent.id)
    .execute();
  await db
    .updateTable('organisations')
    .set({ name: LONG_ORGANISATION })
    .where('id', '=', agent.organisation_id!)
    .execute();
  const sellers = await Promise.all(
    ['one', 'two', 'three', 'four'].map((tag) =>
      createUser(db, { role: ROLE.homeMover, email: longEmail(tag), name: LONG_NAME }),
    ),
  );
  const property = await createProperty(db, {
    name: LONG_NAME,
    agencyId: agent.organisation_id,
    creatorId: agent.id,
    sellerIds: sellers.map((seller) => seller.id),
    complete: 46,
  });
  longPropertyId = property.id;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('layouts hold with the longest values the product accepts', () => {
  it.each([320, 375, 1280])('at %i px no screen is wider than the window', async (width) => {
    const widths: Record<string, { scrollWidth: number; viewport: number }> = {};

    const anonymous = await browser.newContext({ viewport: { width, height: 800 } });
    const visitor = await anonymous.newPage();
    await visitor.goto(`${app.publicUrl}/auth`);
    await visitor.getByRole('button', { name: 'Log in' }).waitFor();
    widths.auth = await pageOverflow(visitor);
    await openInApp(visitor, `${app.publicUrl}/terms`);
    await visitor.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    widths.terms = await pageOverflow(visitor);
    await anonymous.close();

    const context = await browser.newContext({ viewport: { width, height: 800 }, storageState });
    const page = await context.newPage();
    await page.goto(`${app.publicUrl}/properties`);
    await page.getByText(LONG_ORGANISATION).first().waitFor();
    await page.locator(`a.property-card[href="/properties/${longPropertyId}"]`).waitFor();
    widths.properties = await pageOverflow(page);

    await openInApp(page, `${app.publicUrl}/properties?search=${LONG_SEARCH}`);
    await page.getByText(/Showing properties matching/).waitFor();
    widths.search = await pageOverflow(page);

    await openInApp(page, `${app.publicUrl}/properties/${longPropertyId}`);
    await page.getByRole('heading', { level: 1, name: LONG_NAME }).waitFor();
    widths.dashboard = await pageOverflow(page);

    await openInApp(page, `${app.publicUrl}/properties/${longPropertyId}/help`);
    await page.getByRole('button', { name: 'Send' }).waitFor();
    widths.help = await pageOverflow(page);

    await openInApp(page, `${app.publicUrl}/properties/${longPropertyId}/explainer`);
    await page.getByText('Text to come!').waitFor();
    widths.comingSoon = await pageOverflow(page);
    await context.close();

    for (const [screen, measured] of Object.entries(widths)) {
      expect(measured.scrollWidth, `${screen} at ${width} px`).toBe(measured.viewport);
    }
  });
});

describe('going back to the list', () => {
  it('returns to the card the user opened, not to the top', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, storageState });
    const page = await context.newPage();
    await page.goto(`${app.publicUrl}/properties`);
    const cards = page.locator('a.property-card');
    const card = cards.nth(12);
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/properties$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(before - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
    await context.close();
  });
});
