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

describe('an agent in a real browser', () => {
  it('sees the sellers and agencies on each card, searches the portfolio, and sees invite links on a dashboard', async () => {
    await signIn(page, app.publicUrl, 'agent@example.com');

    const cards = page.locator('a.property-card');
    await expect.poll(() => cards.count()).toBe(30);
    await expect.poll(() => page.getByText('Cotswold Homes', { exact: true }).count()).toBeGreaterThan(1);
    expect(await page.getByText('Movers').count()).toBeGreaterThan(0);

    await page.getByLabel('Search properties').fill('Oxford');
    await page.getByLabel('Search properties').press('Enter');
    await page.waitForURL(/search=Oxford/);
    await expect
      .poll(async () => {
        const texts = await cards.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('Oxford'));
      })
      .toBe(true);
    expect(await cards.count()).toBeLessThan(30);

    await cards.first().click();
    await page.waitForURL(/\/properties\/\d+$/);
    await page.getByRole('link', { name: 'Invite seller' }).waitFor();
    expect(await page.getByRole('link', { name: 'Invite agent' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Who can see this' }).waitFor();
  });

  it('reloads the list without the page moving down as the viewer and the search box arrive, on a phone and a desktop', async () => {
    // Every layout shift of the page, as the browser reports them (the score Lighthouse sums as CLS).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.publicUrl}/properties`);
      await expect.poll(() => page.locator('a.property-card').count()).toBe(30);
      await page.getByLabel('Search properties').waitFor();
      // The browser reports a shift after the frame that drew it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      expect(
        await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
        `at ${width} px`,
      ).toEqual([]);
    }
  });
});
