import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { canonicalAnswers } from '../../domain/signing/canonical-answers.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { launchChromium } from './chromium.ts';
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
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

async function token(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(app.database!.db, {
    sub,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
  });
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Opens About my home, closes the sign prompt it opens by itself, and opens the price section. */
async function openPrice(page: Page) {
  await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
  const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
  await prompt.waitFor();
  await page.keyboard.press('Escape');
  await prompt.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /Price/ }).first().click();
  return page.locator('#section-price').getByRole('textbox').first();
}

async function signAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sign form' }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
  const typed = prompt.getByRole('textbox', { name: 'Type your full name' });
  if ((await typed.inputValue()) !== name) await typed.fill(name);
  await prompt.getByRole('button', { name: 'Sign form' }).click();
}

beforeAll(async () => {
  // The sellers answer through the API before the browser opens: they have accepted the terms.
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' }, { demoTermsAccepted: true });
  browser = await launchChromium();
  const db = app.database!.db;
  const sold = await db
    .selectFrom('property_sellers')
    .select('property_id')
    .where('user_id', '=', 'demo-mover')
    .orderBy('property_id', 'asc')
    .executeTakeFirstOrThrow();
  propertyId = sold.property_id;
  await db
    .deleteFrom('property_sellers')
    .where('property_id', '=', propertyId)
    .where('user_id', '!=', 'demo-mover')
    .execute();
  await db.insertInto('property_sellers').values({ property_id: propertyId, user_id: 'demo-brand' }).execute();
  await answerWholeForm(app.url, await token('demo-mover'), propertyId, QUESTIONNAIRE.about);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a seller signs exactly what they saw', () => {
  it('refuses Morgan’s signature after Bea changed an answer, shows Morgan the change, and signs what Morgan then sees', async () => {
    const morgan = await signedInContext(browser, app.publicUrl, 'mover@example.com', phone);
    const bea = await signedInContext(browser, app.publicUrl, 'brand@example.com', desktop);

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
      await morgan.page.setViewportSize(desktop);
      await changed.scrollIntoViewIfNeeded();
      await shot(morgan.page, 'answers-changed-1280');
      await morgan.page.setViewportSize(phone);
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
    const seen = await callApi(app.url, 'GET', `/questionnaire/${propertyId}/${QUESTIONNAIRE.about}`, {
      token: await token('demo-mover'),
    });
    expect(seen.body.answers.price).toBe('512000');
    const signed = await rows();
    expect(signed).toEqual([
      {
        user_id: 'demo-mover',
        answers_sha256: createHash('sha256').update(canonicalAnswers(seen.body.answers)).digest('hex'),
      },
    ]);
    await morgan.context.close();
    await bea.context.close();
  }, 120_000);
});
