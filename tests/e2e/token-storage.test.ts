import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { sentToken, signIn, storageHolding } from './session.ts';

/**
 * Tokens live in the page's memory only: after signing in, nothing in localStorage or
 * sessionStorage holds the ID, access or refresh token, and a reload or a new tab is signed in
 * again from the identity provider's session without showing the sign-in page — on the provider's
 * own host (a hidden frame) and on another brand's host (a round trip through the provider).
 */
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

/** Every token the provider's token endpoint hands this page (ID, access, refresh), as they pass. */
function collectIssuedTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/oidc/token') || response.request().method() !== 'POST') return;
    void response
      .json()
      .then((body: Record<string, unknown>) => {
        for (const name of ['id_token', 'access_token', 'refresh_token'])
          if (typeof body[name] === 'string') tokens.push(body[name]);
      })
      .catch(() => undefined);
  });
  return tokens;
}

/** Every address the page's main frame shows, so a glimpse of the sign-in page cannot pass unseen. */
function mainFrameVisits(page: Page): string[] {
  const visits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visits.push(new URL(frame.url()).pathname);
  });
  return visits;
}

/** Problems the browser reports: console errors and uncaught errors (a refused frame is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

describe('tokens out of the browser’s storage', () => {
  it('keeps no token in storage, and a reload and a new tab stay signed in on the same page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const issued = collectIssuedTokens(page);
    await signIn(page, app.publicUrl, 'agent@example.com');
    const idToken = await sentToken(page);
    await expect.poll(() => issued.length).toBeGreaterThanOrEqual(3);
    expect(issued).toContain(idToken);
    expect(await storageHolding(page, issued)).toEqual([]);

    const href = await page.locator('a.property-card').first().getAttribute('href');
    await page.goto(`${app.publicUrl}${href}`);
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();

    const visits = mainFrameVisits(page);
    const problems = problemsOf(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const frames: string[] = [];
    page.on('frameattached', (frame) => frames.push(frame.url()));
    const started = Date.now();
    await page.reload();
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();
    const reloadMs = Date.now() - started;
    expect(visits.filter((path) => path.startsWith('/auth'))).toEqual([]);
    // The restore goes straight to the provider and redeems its code: the page named the provider's
    // endpoints (decision 0731), and one request follows the provider to the silent callback, with no
    // frame opened for it (decision 0761).
    expect(requested.filter((path) => path.startsWith('/oidc/') || path.startsWith('/auth/'))).toEqual([
      '/oidc/auth',
      '/auth/silent-callback',
      '/oidc/token',
    ]);
    expect(frames).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(href);
    // The restored sign-in is a new token of the same session, again in memory only.
    await expect.poll(() => issued.length).toBeGreaterThanOrEqual(6);
    expect(await storageHolding(page, issued)).toEqual([]);
    expect(problems).toEqual([]);
    console.log(`reload to a signed-in dashboard: ${reloadMs} ms`);

    const tab = await context.newPage();
    await tab.goto(`${app.publicUrl}/properties`);
    await tab.locator('a.property-card').first().waitFor();
    expect(new URL(tab.url()).pathname).toBe('/properties');
    await context.close();
  });

  it('after signing out, a reload shows the sign-in page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, app.publicUrl, 'mover@example.com');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.goto(`${app.publicUrl}/properties`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('a browser that never signed in goes to the sign-in page without asking the provider', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const toProvider: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/oidc/auth')) toProvider.push(request.url());
    });
    await page.goto(`${app.publicUrl}/properties`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(toProvider).toEqual([]);
    await context.close();
  });

  it('on another brand’s host a reload comes back signed in, through the provider, on the same page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const issued = collectIssuedTokens(page);
    const canopy = `http://canopy.localhost:${app.port}`;
    await signIn(page, canopy, 'agent@example.com');
    expect(new URL(page.url()).host).toBe(`canopy.localhost:${app.port}`);
    const href = await page.locator('a.property-card').first().getAttribute('href');
    await page.goto(`${canopy}${href}`);
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();

    const visits = mainFrameVisits(page);
    const started = Date.now();
    await page.reload();
    await page.waitForURL((url) => url.host === `canopy.localhost:${app.port}` && url.pathname === href);
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();
    console.log(`reload to a signed-in dashboard on a brand host: ${Date.now() - started} ms`);
    // Through the provider and the callback, never the sign-in page.
    expect(visits).not.toContain('/auth');
    expect(visits.some((path) => path.startsWith('/oidc/interaction'))).toBe(false);
    await expect.poll(() => issued.length).toBeGreaterThanOrEqual(6);
    expect(await storageHolding(page, issued)).toEqual([]);
    await context.close();
  });
});
