import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signedInContext } from './session.ts';
import { transitionsFinished } from './settle.ts';
import { BASELINE_DIR, compareImages, compareWithBaseline, TOLERANCE, type Comparison } from './visual-compare.ts';
import { formShown } from './form-shown.ts';

/**
 * The seller's key screens at 375 px compared with committed baselines (tests/e2e/screenshots/):
 * the properties list, the dashboard, a form with chosen options, the sign prompt and the vault.
 * The pages are made still for the shot: seeded data, motion reduced, the random retrieval code
 * masked, only the top of a long page. UPDATE_SCREENSHOTS=1 writes new baselines.
 */
let app: TestApp;
let browser: Browser;
let page: Page;
let propertyId: number;
const viewport = { width: 375, height: 812 };

async function still(target: Page): Promise<void> {
  // No hover state left where the pointer last pressed.
  await target.mouse.move(0, 0);
  await target.waitForLoadState('networkidle');
  await target.evaluate(() => document.fonts.ready);
  await transitionsFinished(target);
}

/** The shot of the screen as it stands (no caret, no scroll bar). */
async function shoot(target: Page, options: Parameters<Page['screenshot']>[0] = {}): Promise<Buffer> {
  return target.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', ...options });
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  // The demo property with every form complete (the demo seed: the 36th), sold by the demo mover.
  const sold = await app
    .database!.db.selectFrom('property_sellers')
    .select('property_id')
    .where('user_id', '=', 'demo-mover')
    .orderBy('property_id', 'desc')
    .executeTakeFirstOrThrow();
  propertyId = sold.property_id;
  ({ page } = await signedInContext(browser, app.publicUrl, 'mover@example.com', viewport));
  await page.emulateMedia({ reducedMotion: 'reduce' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the seller’s key screens at 375 px look as they did', () => {
  const results: Comparison[] = [];
  const check = (name: string, shot: Buffer) => {
    const result = compareWithBaseline(name, shot);
    results.push(result);
    console.log(
      `screenshot ${name}: ${(result.share * 100).toFixed(2)}% of pixels differ${result.written ? ' (baseline written)' : ''}`,
    );
    expect(
      result.share,
      `${name} differs from its baseline beyond ${TOLERANCE * 100}%: see ${result.diffPath}`,
    ).toBeLessThanOrEqual(TOLERANCE);
  };

  it('the properties list', async () => {
    await page.goto(`${app.publicUrl}/properties`);
    await page.locator('a.property-card').first().waitFor();
    await still(page);
    check('seller-list', await shoot(page));
  });

  it('the dashboard and its vault', async () => {
    await page.goto(`${app.publicUrl}/properties/${propertyId}`);
    await page.getByRole('heading', { name: 'Document retrieval code' }).waitFor();
    await still(page);
    const code = page.getByRole('button', { name: /^Copy retrieval code/ });
    check('seller-dashboard', await shoot(page));
    const vault = page
      .getByRole('heading', { name: 'Document vault' })
      .locator('xpath=ancestor::*[self::section or contains(@class,"mantine-Card-root")][1]');
    await vault.scrollIntoViewIfNeeded();
    await still(page);
    check('seller-vault', await shoot(page, { mask: [code, page.getByText(/^MR-/)] }));
  });

  it('the sign prompt, opening by itself on the complete form', async () => {
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
    await prompt.waitFor();
    await still(page);
    check('seller-sign-dialog', await shoot(page));
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
  });

  it('a form with chosen options', async () => {
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    await formShown(page, 'About my home');
    // Tenure and ownership: its first question is answered with a chosen radio tile.
    const section = page.locator('[id^="section-"]').filter({ hasText: 'Tenure and ownership' });
    await section.getByRole('button').first().click();
    await section.getByRole('group', { name: /^1 of / }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await still(page);
    check('seller-form-chosen', await section.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }));
  });

  it('fails when the stylesheets are lost', async () => {
    const { context, page: bare } = await signedInContext(browser, app.publicUrl, 'mover@example.com', viewport);
    await bare.route('**/*.css', (route) => route.abort());
    await bare.goto(`${app.publicUrl}/properties`);
    await bare.locator('a.property-card').first().waitFor();
    await still(bare);
    const { share } = compareImages(readFileSync(join(BASELINE_DIR, 'seller-list.png')), await shoot(bare));
    console.log(`screenshot seller-list without stylesheets: ${(share * 100).toFixed(2)}% of pixels differ`);
    expect(share).toBeGreaterThan(TOLERANCE);
    await context.close();
  });
});
