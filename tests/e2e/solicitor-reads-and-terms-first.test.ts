import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST } from '../../server/web-static.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

/**
 * In a real browser: the solicitor opens every form of a property shared with their firm, read-only,
 * on a phone and on a desktop (docs/decisions/0381-one-rule-for-property-pages.md); a person who has
 * not accepted the terms opens a dashboard address directly and meets the terms first, and Decline
 * signs them out (docs/decisions/0382-terms-before-use.md).
 */
const FORMS = [
  ['property-information', 'Property information'],
  ['fixtures-fittings', 'Fixtures and fittings'],
  ['leasehold-information', 'Leasehold information'],
  ['conveyancing-enquiries', 'Conveyancing enquiries'],
  ['about-my-home', 'About my home'],
  ['preliminary-information', 'Preliminary information'],
] as const;

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(new URL('index.html', WEB_DIST)))
    throw new Error('dist/web is missing: run `npm run build` (npm test does it first)');
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A property made available to the solicitor's firm, Harper & Lowe. */
async function sharedWithHarperAndLowe(): Promise<number> {
  const row = await app
    .database!.db.selectFrom('property_organisations as po')
    .innerJoin('organisations as o', 'o.id', 'po.organisation_id')
    .select('po.property_id')
    .where('o.name', '=', 'Harper & Lowe Solicitors')
    .orderBy('po.property_id')
    .executeTakeFirstOrThrow();
  return row.property_id;
}

async function expectFormOpen(page: Page, url: string, title: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: new RegExp(title, 'i') }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
  expect(await page.getByText('Not allowed').count()).toBe(0);
  // Read-only: nothing to sign, nothing offered to answer.
  expect(await page.getByRole('button', { name: 'Sign form' }).count()).toBe(0);
}

describe('the solicitor reads every form of a shared property', () => {
  it.each([
    [375, 812],
    [1280, 900],
  ])('at %i px', async (width, height) => {
    const id = await sharedWithHarperAndLowe();
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    try {
      await signIn(page, app.publicUrl, 'solicitor@example.com');
      for (const [route, title] of FORMS) {
        await expectFormOpen(page, `${app.publicUrl}/properties/${id}/${route}`, title);
        if (route === 'property-information') await page.screenshot({ path: `/tmp/access-solicitor-${width}.png` });
      }
    } finally {
      await context.close();
    }
  });
});

describe('a person who has not accepted the terms', () => {
  it('meets the terms before a dashboard opened by its address, and Decline signs them out', async () => {
    const row = await app
      .database!.db.selectFrom('property_sellers')
      .select('property_id')
      .where('user_id', '=', 'demo-mover')
      .orderBy('property_id')
      .executeTakeFirstOrThrow();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    try {
      await page.goto(`${app.publicUrl}/properties/${row.property_id}`);
      await page.waitForURL('**/auth');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/oidc/interaction/**');
      await page.getByRole('button', { name: /mover@example\.com/ }).click();
      await page.waitForURL(new RegExp(`/properties/${row.property_id}$`));
      const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
      await terms.waitFor({ state: 'visible' });
      await page.screenshot({ path: '/tmp/access-terms-first.png' });
      // Nothing of the property behind the terms.
      expect(await page.getByRole('heading', { name: /action plan/i }).count()).toBe(0);
      await terms.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL('**/auth**', { timeout: 20_000 });
      await page.getByText('You need to accept the Terms and Conditions').waitFor();
    } finally {
      await context.close();
    }
  });
});
