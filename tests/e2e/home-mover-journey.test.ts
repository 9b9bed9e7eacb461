import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a home mover in a real browser', () => {
  it('signs in through the provider, accepts the terms, browses the list, opens a dashboard and logs out', async () => {
    // The public URL (localhost) is the issuer's host, so the browser uses it too.
    await page.goto(`${app.publicUrl}/`);
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Log in' }).click();

    await page.waitForURL('**/oidc/interaction/**');
    await page.getByRole('button', { name: /Home mover/ }).click();

    await page.waitForURL('**/properties');
    await expect.poll(() => page.getByText('Morgan Mover', { exact: false }).count()).toBeGreaterThan(0);

    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor({ state: 'visible' });
    await page.screenshot({ path: `${ARTIFACTS}terms.png` });
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.waitFor({ state: 'hidden' });

    const cards = page.locator('a.property-card');
    await expect.poll(() => cards.count()).toBe(30);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(36);
    await page.screenshot({ path: `${ARTIFACTS}properties.png` });

    const firstName = (await cards.first().locator('h2, h3, h4').first().innerText()).trim();
    await cards.first().click();
    await page.waitForURL(/\/properties\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), { timeout: 15_000 })
      .toMatch(new RegExp(firstName, 'i'));
    await page.screenshot({ path: `${ARTIFACTS}dashboard.png` });

    // On a phone the header's links are behind its Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Switch property' }).click();
    await page.waitForURL('**/properties');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    // Terms stay accepted: the record was updated, not just the screen.
    const accepted = await app
      .database!.db.selectFrom('users')
      .select('accepted_tcs')
      .where('id', '=', 'demo-mover')
      .executeTakeFirstOrThrow();
    expect(accepted.accepted_tcs).toBe(true);
  });
});
