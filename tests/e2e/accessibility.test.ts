import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES, type Theme } from '../../domain/themes.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { transitionsFinished } from './settle.ts';
import { signIn, storedSignIn } from './session.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

let app: TestApp;
let browser: Browser;
/** The agent's sign-in, made once on the issuer's host and reused under every theme's host. */
let signInEntries: Array<[string, string]>;
let propertyId: string;

/** The page's serious and critical violations of WCAG 2.2 A/AA and axe's best practices (landmarks). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Where the theme is served: its local host in domain/theme-hosts.json (Chromium resolves *.localhost to this machine). */
function origin(theme: Theme): string {
  return theme.key === 'hop' ? app.publicUrl : `http://${theme.key}.localhost:${app.port}`;
}

/** A context on the theme's host carrying the agent's sign-in, stored under its client's key at the one issuer every host signs in at. */
async function signedInOn(theme: Theme, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const entries = signInEntries.map(([, value]) => [`oidc.user:${app.publicUrl}/oidc:${theme.clientId}`, value] as const);
  await context.addInitScript((pairs) => {
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries);
  return context;
}

async function settle(page: Page, ready: () => Promise<unknown>): Promise<void> {
  await ready();
  await page.waitForLoadState('networkidle');
  await transitionsFinished(page);
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium(['--host-resolver-rules=MAP *.localhost 127.0.0.1']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  await signIn(page, app.publicUrl, 'agent@example.com', { acceptTerms: false });

  // The terms modal, as a first-time user meets it, is part of the properties screen.
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await settle(page, () => terms.waitFor({ state: 'visible' }));
  const modalViolations = await seriousViolations(page);
  expect(modalViolations, 'properties screen with the terms modal').toEqual([]);
  await terms.getByRole('button', { name: 'Accept' }).click();
  await terms.waitFor({ state: 'hidden' });

  signInEntries = await storedSignIn(page);
  const href = await page.locator('a.property-card').first().getAttribute('href');
  propertyId = href?.split('/').pop() ?? '';
  await context.close();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe.each(THEMES.map((theme) => [theme.key, theme] as const))('no serious or critical axe violation under the %s theme', (_key, theme) => {
  it.each([
    [375, 812],
    [1280, 900],
  ])('at %i px: auth, terms, properties, dashboard and a coming-soon page', async (width, height) => {
    const found: Record<string, string[]> = {};

    const anonymous = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
    const visitor = await anonymous.newPage();
    await visitor.goto(`${origin(theme)}/auth`);
    await settle(visitor, () => visitor.getByRole('button', { name: 'Log in' }).waitFor());
    // The host chose the theme.
    expect(await visitor.title()).toBe(`Welcome | ${theme.appName}`);
    found.auth = await seriousViolations(visitor);
    await visitor.goto(`${origin(theme)}/terms`);
    await settle(visitor, () => visitor.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor());
    found.terms = await seriousViolations(visitor);
    await anonymous.close();

    const context = await signedInOn(theme, { width, height });
    const page = await context.newPage();
    await page.goto(`${origin(theme)}/properties`);
    await settle(page, () => page.locator('a.property-card').first().waitFor());
    found.properties = await seriousViolations(page);
    await page.goto(`${origin(theme)}/properties/${propertyId}`);
    await settle(page, () => page.getByRole('heading', { name: 'Document retrieval code' }).waitFor());
    found.dashboard = await seriousViolations(page);
    await page.goto(`${origin(theme)}/properties/${propertyId}/help`);
    await settle(page, () => page.getByRole('button', { name: 'Send' }).waitFor());
    found.help = await seriousViolations(page);
    await page.goto(`${origin(theme)}/properties/${propertyId}/explainer`);
    await settle(page, () => page.getByText('Text to come!').waitFor());
    found.comingSoon = await seriousViolations(page);
    await context.close();

    expect(found).toEqual({ auth: [], terms: [], properties: [], dashboard: [], help: [], comingSoon: [] });
  });
});
