import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  // Production mode: the reference page is for integrators of a deployed product, not a development aid.
  app = await startTestApp({ DEMO: '0' }, { production: true });
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the REST API reference page', () => {
  it('renders every operation of /api/openapi.json under the product’s Content-Security-Policy, with nothing refused', {
    timeout: 240_000,
  }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('requestfailed', (request) => problems.push(`${request.url()}: ${request.failure()?.errorText}`));
    const response = await page.goto(`${app.publicUrl}/api/reference/`);
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^' ]+'(;|$)/);
    await page
      .getByRole('heading', { name: /Move Ready REST API/ })
      .first()
      .waitFor({ timeout: 90_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: `${ARTIFACTS}api-reference-failed.png` });
        throw new Error(`the page did not render: ${problems.join('; ')} (${String(error)})`, { cause: error });
      });
    await expect.poll(() => page.locator('.opblock').count(), { timeout: 90_000 }).toBeGreaterThan(90);
    // An operation opens with its access and its answers.
    const brands = page.locator('#operations-default-get_api_brands');
    await brands.locator('.opblock-summary').click();
    await expect.poll(() => brands.innerText(), { timeout: 10_000 }).toContain('VIEW_BRANDS');
    await page.screenshot({ path: `${ARTIFACTS}api-reference.png` });
    expect(problems).toEqual([]);
    await context.close();
  });
});
