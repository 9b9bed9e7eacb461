import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
let propertyId: number;

const signInAsHomeMover = () => signIn(page, app.publicUrl, 'mover@example.com');

const disputes = () => page.locator('#section-disputes');
const saved = () => page.getByText('All changes saved');

async function storedAnswer(questionId: string) {
  const row = await app
    .database!.db.selectFrom('answers')
    .select('value')
    .where('property_id', '=', propertyId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row ? (row.value as { v: unknown }).v : undefined;
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sold = await app
    .database!.db.selectFrom('property_sellers')
    .select('property_id')
    .where('user_id', '=', 'demo-mover')
    .orderBy('property_id')
    .executeTakeFirstOrThrow();
  propertyId = sold.property_id;
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a seller filling in property information in a real browser', () => {
  it('answers through the carousel, reloads mid-way and finds every answer', async () => {
    await signInAsHomeMover();
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await page.getByRole('button', { name: /Disputes and complaints/ }).click();
    await disputes().getByText('Yes', { exact: true }).first().click();
    await disputes().getByRole('button', { name: 'Next question' }).click();
    await disputes().getByRole('textbox').first().fill('The neighbour asked us to lower the hedge; we did.');
    await saved().waitFor({ timeout: 15_000 });
    expect(await storedAnswer('ta6_2_1_1')).toBe('1');
    expect(await storedAnswer('ta6_2_1_2')).toBe('The neighbour asked us to lower the hedge; we did.');

    await page.reload();
    await page.getByRole('button', { name: /Disputes and complaints/ }).click();
    await expect.poll(() => disputes().getByRole('radio', { name: 'Yes' }).first().isChecked()).toBe(true);
    await disputes().getByRole('button', { name: 'Next question' }).click();
    await expect
      .poll(() => disputes().getByRole('textbox').first().inputValue())
      .toBe('The neighbour asked us to lower the hedge; we did.');
  });

  it('loses nothing when the session expires mid-form: the answer is sent after signing back in', async () => {
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await page
      .getByRole('button', { name: /Parking/ })
      .first()
      .click();
    // The next save meets an expired session, as a token past its eight hours would.
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'SaveAnswers') return route.fallback();
      await route.fulfill({
        json: {
          data: null,
          errors: [
            { message: 'Your session has expired. Please log in again.', extensions: { code: 'SESSION_EXPIRED' } },
          ],
        },
      });
    });
    const parking = page.locator('#section-parking');
    await parking.getByRole('checkbox').first().check();
    await page.waitForURL('**/auth**', { timeout: 20_000 });
    await expect
      .poll(() => page.getByText('Your session has expired. Please log in again.').count())
      .toBeGreaterThan(0);
    expect(await storedAnswer('ta6_9_1')).toBeUndefined();
    await page.unroute('**/graphql');

    await signInAsHomeMover();
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await saved().waitFor({ timeout: 15_000 });
    expect(await storedAnswer('ta6_9_1')).toEqual(expect.arrayContaining([expect.any(String)]));
  });
});
