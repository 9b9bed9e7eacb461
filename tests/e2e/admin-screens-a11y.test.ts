import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };

let app: TestApp;
let browser: Browser;

/** Every admin screen this product builds, with something that shows it has loaded. */
const SCREENS: [string, string][] = [
  ['/admin', 'Admin Panel'],
  ['/admin/brands', 'Brands'],
  ['/admin/agencies', 'Agencies'],
  ['/admin/solicitors-firms', "Solicitors' firms"],
  ['/admin/agents', 'Individual Agents'],
  ['/admin/solicitors', 'Individual Solicitors'],
  ['/admin/movers', 'Individual Movers'],
  ['/admin/organisation/6', 'Cotswold Homes'],
  ['/admin/user/demo-agent', 'User details'],
  ['/admin/user-search', 'User Search'],
  ['/admin/properties', 'Properties'],
  ['/admin/api-clients', 'API clients'],
];

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })).violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('admin screens in Chromium', () => {
  it.each([375, 1280])('have no serious accessibility violations and stay within a %i px wide page', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page, app.publicUrl, 'admin@example.com');
    const found: Record<string, string[]> = {};
    for (const [path, heading] of SCREENS) {
      await page.goto(`${app.publicUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      found[path] = [...(await seriousViolations(page)), ...(overflow > 0 ? [`page wider than the screen by ${overflow} px`] : [])];
    }
    await context.close();
    expect(found).toEqual(Object.fromEntries(SCREENS.map(([path]) => [path, []])));
  });
});
