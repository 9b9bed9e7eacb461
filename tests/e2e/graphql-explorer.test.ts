import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { sentToken, signIn } from './session.ts';

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

let app: TestApp;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  // The production build and production mode (no explorer page, introspection for administrators
  // only), with the demo accounts to sign in as, on plain http.
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web', DEMO: '1' }, { production: true });
  baseUrl = app.publicUrl;
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A page that remembers console errors, uncaught errors and refused resources (a CSP violation is all three). */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // Every page and script runs under the product's one policy: scripts from this origin only.
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return;
    const csp = response.headers()['content-security-policy'] ?? '';
    // No page may be framed, and none runs a script of its own beside the provider's logout line.
    if (!/script-src 'self' 'sha256-[^' ]+'(;|$)/.test(csp) || !csp.includes("frame-ancestors 'none'"))
      problems.push(`${response.url()}: CSP ${csp}`);
  });
  return { page, problems };
}

describe('the GraphQL explorer in production', () => {
  it('an administrator opens it from the Admin Panel and runs a report query that returns data, under the CSP', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await watchedPage(context);
    await signIn(page, baseUrl, 'admin@example.com');
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('link', { name: 'GraphQL Explorer' }).click();
    await page.waitForURL('**/admin/graphql');
    await page.getByRole('heading', { level: 1, name: 'GraphQL explorer' }).waitFor();
    await page.locator('.graphiql-container').waitFor();
    // The schema loaded: the administrator's token was allowed to introspect it.
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await page.locator('.graphiql-execute-button').click();
    await expect
      .poll(() => page.locator('.result-window').innerText(), { timeout: 20_000 })
      .toContain('"totalProperties"');
    const result = JSON.parse(
      await page
        .locator('.result-window .CodeMirror')
        .evaluate((element) => (element as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue()),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.attributeSummary.metadata.totalProperties).toBeGreaterThan(0);
    expect(result.data.attributeSummary.attributes.length).toBeGreaterThan(0);

    // The Docs panel describes the report's types.
    await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
    await page.locator('.graphiql-doc-explorer').getByText('Query', { exact: true }).first().waitFor();
    await page.screenshot({ path: `${ARTIFACTS}graphql-explorer-admin-1280.png` });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an agent who opens /admin/graphql is told why, and the gateway would not describe its schema to them', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await watchedPage(context);
    await signIn(page, baseUrl, 'agent@example.com');
    await page.goto(`${baseUrl}/admin/graphql`);
    await page.getByText('Your account cannot open GraphQL explorer.').waitFor();
    expect(await page.locator('.graphiql-container').count()).toBe(0);
    const token = await sentToken(page);
    expect(token).toBeTruthy();
    const response = await page.request.post(`${baseUrl}/graphql`, {
      headers: { 'content-type': 'application/json', AuthorizationJWT: token!, 'apollo-require-preflight': 'true' },
      data: { query: '{ __schema { types { name } } }' },
    });
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    await context.close();
  });
});
