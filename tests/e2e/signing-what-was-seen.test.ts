import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { canonicalAnswers } from '../../domain/signing/canonical-answers.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import { DESKTOP, openPrice as openPriceOn, PHONE, shot, startTwoSellers, storedAnswers } from './fixtures/sellers.ts';
import { signedInContext } from './session.ts';

/**
 * A seller signs exactly what they saw, in real Chromium with two sellers of one property: while
 * Morgan (the demo mover, on a phone) has About my home open, Bea (the demo brand admin, added as
 * a seller, on a desktop) changes the asking price Morgan had just changed. Morgan's signature is
 * refused with the message, Morgan sees the changed question, who changed it and Bea's price, and
 * Morgan's second signature covers exactly the answers then on Morgan's screen.
 */
let app: TestApp;
let browser: Browser;
let propertyId: number;
const SHOTS = process.env.SCREENSHOT_DIR;

const openPrice = (page: Page) => openPriceOn(page, app.publicUrl, propertyId);

async function signAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sign form' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
  const typed = prompt.getByRole('textbox', { name: 'Type your full name' });
  if ((await typed.inputValue()) !== name) await typed.fill(name);
  await prompt.getByRole('button', { name: 'Sign form' }).click();
}

beforeAll(async () => {
  ({ app, browser, propertyId } = await startTwoSellers());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a seller signs exactly what they saw', () => {
  it('refuses Morgan’s signature after Bea changed an answer, shows Morgan the change, and signs what Morgan then sees', async () => {
    const morgan = await signedInContext(browser, app.publicUrl, 'mover@example.com', PHONE);
    const bea = await signedInContext(browser, app.publicUrl, 'brand@example.com', DESKTOP);

    // Morgan opens the form and changes the asking price (Morgan's own change never blocks Morgan's signature).
    const morganPrice = await openPrice(morgan.page);
    await morganPrice.fill('430000');
    await morgan.page.getByText('All changes saved').waitFor({ timeout: 20_000 });

    // With Morgan's form still open, Bea changes the same price.
    const beaPrice = await openPrice(bea.page);
    await beaPrice.fill('512000');
    await bea.page.getByText('All changes saved').waitFor({ timeout: 20_000 });
    await shot(bea.page, 'co-seller-changes-price-1280');

    // Morgan's signature is refused with the message, and Morgan sees what changed, by whom.
    await signAs(morgan.page, 'Morgan Mover');
    const changed = morgan.page.getByTestId('changed-answers');
    await changed.waitFor();
    await expect.poll(() => changed.textContent()).toContain(MESSAGES.answersChanged);
    expect(await changed.textContent()).toContain('Changed by Bea Brand on');
    expect(new URL(morgan.page.url()).pathname).toBe(`/properties/${propertyId}/about-my-home`);
    await shot(morgan.page, 'answers-changed-375');
    const mark = morgan.page.getByTestId('changed-question');
    await mark.waitFor();
    await expect.poll(() => mark.getByRole('textbox').first().inputValue()).toBe('£512,000');
    expect(await mark.textContent()).toContain('Changed by Bea Brand on');
    await mark.scrollIntoViewIfNeeded();
    await shot(morgan.page, 'changed-question-375');
    if (SHOTS) {
      await morgan.page.setViewportSize(DESKTOP);
      await changed.scrollIntoViewIfNeeded();
      await shot(morgan.page, 'answers-changed-1280');
      await morgan.page.setViewportSize(PHONE);
    }
    // Nothing was signed: the form is still open to both.
    const rows = () =>
      app
        .database!.db.selectFrom('signatures')
        .select(['user_id', 'answers_sha256'])
        .where('property_id', '=', propertyId)
        .where('questionnaire_id', '=', QUESTIONNAIRE.about)
        .where('removed_at', 'is', null)
        .execute();
    expect(await rows()).toEqual([]);

    // Morgan signs again: the signature covers the answers now on Morgan's screen, Bea's price with them.
    await signAs(morgan.page, 'Morgan Mover');
    await morgan.page.waitForURL(`**/properties/${propertyId}`);
    await morgan.page.getByText('Successfully signed').waitFor();
    const seen = await storedAnswers(app, propertyId, QUESTIONNAIRE.about);
    expect(seen.price).toBe('512000');
    const signed = await rows();
    expect(signed).toEqual([
      {
        user_id: 'demo-mover',
        answers_sha256: createHash('sha256').update(canonicalAnswers(seen)).digest('hex'),
      },
    ]);
    await morgan.context.close();
    await bea.context.close();
  }, 120_000);
});
