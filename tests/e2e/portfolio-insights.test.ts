import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('portfolio insights in a real browser', () => {
  it('an administrator opens the properties behind a count, each opening its dashboard in a new tab', async () => {
    await signIn(page, app.publicUrl, 'admin@example.com');
    await page.goto(`${app.publicUrl}/admin/portfolio-insights`);
    await page.getByRole('heading', { name: 'HOP Milestones' }).waitFor();
    await page.getByRole('heading', { name: 'Mortgage Pre-Approval Rate' }).waitFor();

    const table = page.getByRole('region', { name: 'Attributes: Transaction Fraud Risk' });
    // Whichever risk the demo titles raise: the first count of the table.
    const count = table.getByRole('button', { name: /properties: / }).first();
    const shown = Number(await count.innerText());
    expect(shown).toBeGreaterThan(0);
    await count.click();

    const modal = page.getByRole('dialog', { name: /^Examples: / });
    await modal.waitFor();
    const links = modal.getByRole('link');
    await expect.poll(() => links.count()).toBe(shown);
    expect(await links.first().getAttribute('target')).toBe('_blank');

    const [tab] = await Promise.all([page.context().waitForEvent('page'), links.first().click()]);
    await tab.waitForURL(/\/properties\/\d+$/);
    await tab.getByRole('heading', { level: 1 }).waitFor();
    await tab.close();
  });
});
