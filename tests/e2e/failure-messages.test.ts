import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signedInContext } from './session.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const CONNECTION = /problems connecting/;

async function cardIds(page: Page): Promise<number[]> {
  await page.locator('a.property-card').first().waitFor();
  const hrefs = await page
    .locator('a.property-card')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(href.split('/').pop()));
}

describe('the right message for each kind of failure, in a real browser', () => {
  it('an agent: a search over 200 characters is refused before sending, in the box and from the address bar', async () => {
    const { context, page } = await signedInContext(browser, app.publicUrl, 'agent@example.com', {
      width: 375,
      height: 812,
    });
    const graphqlSearches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('"search"'))
        graphqlSearches.push(request.postData() ?? '');
    });
    const box = page.getByRole('searchbox', { name: 'Search properties' });
    await box.fill('x'.repeat(201));
    await box.press('Enter');
    await page.getByText('A search can be at most 200 characters long.').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(graphqlSearches).toHaveLength(0);

    await page.goto(`${app.publicUrl}/properties?search=${'y'.repeat(250)}`);
    await page.getByText('A search can be at most 200 characters long.').first().waitFor();
    expect(await page.getByText(CONNECTION).count()).toBe(0);
    expect(graphqlSearches).toHaveLength(0);
    await context.close();
  });

  it.each(['0', '99999999999', '999999'])(
    'an agent opening /properties/%s is told the property is not found, on the list',
    async (id) => {
      const { context, page } = await signedInContext(browser, app.publicUrl, 'agent@example.com', {
        width: 1280,
        height: 900,
      });
      await page.goto(`${app.publicUrl}/properties/${id}`);
      await page.getByText(`Property not found with id ${id}.`).waitFor();
      await page.waitForURL(/\/properties$/);
      expect(await page.getByText(CONNECTION).count()).toBe(0);
      await context.close();
    },
  );

  it("a seller opening a sub-page of someone else's property is told it is not found, with no link to it", async () => {
    const agent = await signedInContext(browser, app.publicUrl, 'agent@example.com', { width: 1280, height: 900 });
    const existing = await cardIds(agent.page);
    await agent.context.close();

    const { context, page } = await signedInContext(browser, app.publicUrl, 'mover@example.com', {
      width: 375,
      height: 812,
    });
    const own = new Set(await cardIds(page));
    const other = existing.find((id) => !own.has(id));
    expect(other).toBeDefined();

    await page.goto(`${app.publicUrl}/properties/${other}/help`);
    await page.getByText(`Property not found with id ${other}.`).waitFor();
    await page.waitForURL(/\/properties$/);
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Help' }).count()).toBe(0);
    await context.close();
  });

  it('unknown static files answer 404, not the app', async () => {
    for (const path of ['/favicon.ico', '/foo.js', '/assets/nope.css']) {
      const response = await fetch(`${app.publicUrl}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
