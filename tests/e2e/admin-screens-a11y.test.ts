import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { axeBlockers, CHECKED_WIDTHS } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { openInApp } from './in-app-navigation.ts';
import { ADMIN_LISTS } from './role-screens.ts';
import { signIn } from './session.ts';
import { screenSettled } from './settle.ts';

let app: TestApp;
let browser: Browser;

/** The administrator's admin lists (tests/e2e/role-screens.ts), with the heading that shows each has loaded. */
const SCREENS: [string, string][] = ADMIN_LISTS.map((screen) => [screen.path, screen.heading]);

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('admin screens in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: CHECKED_WIDTHS[0], bypassCSP: true, reducedMotion: 'reduce' });
    page = await context.newPage();
    await signIn(page, app.publicUrl, 'admin@example.com');
  });
  afterAll(() => context?.close());

  it.each(SCREENS)(
    '%s has no serious, critical or unexplained moderate axe finding and stays within the page at 375 and 1280 px',
    async (path, heading) => {
      const found: Record<string, string[]> = {};
      // Each screen is opened once, as a link in the app opens it, and checked at both widths: the layout follows the width by itself.
      await page.setViewportSize(CHECKED_WIDTHS[0]);
      await openInApp(page, `${app.publicUrl}${path}`);
      for (const size of CHECKED_WIDTHS) {
        await page.setViewportSize(size);
        await screenSettled(page, () => page.getByRole('heading', { level: 1, name: heading }).waitFor());
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        found[`${size.width} px`] = [
          ...(await axeBlockers(page)),
          ...(overflow > 0 ? [`page wider than the screen by ${overflow} px`] : []),
        ];
      }
      expect(found).toEqual({ '375 px': [], '1280 px': [] });
      // The organisation screen lists every question of every form: axe reads thousands of cells.
    },
    300_000,
  );
});
