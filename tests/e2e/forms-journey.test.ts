import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoLeasehold, demoTitleNumber } from '../../server/demo/seed.ts';
import { pdf } from '../fixtures/files.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { transitionsFinished } from './settle.ts';
import { signIn } from './session.ts';
import { formShown } from './form-shown.ts';

/**
 * Sellers filling in whole forms in Chromium, through the carousel one question at a time, as the
 * demo seller on demo properties nobody has touched yet. The seller's system asks for reduced motion,
 * so each question comes at once (the sliding carousel has its own tests in questionnaire.test.ts).
 */
let app: TestApp;
let browser: Browser;
let page: Page;
let lease: Buffer;

const signInAsSeller = () => signIn(page, app.publicUrl, 'mover@example.com');
const saved = () => page.getByText('All changes saved');

/** The id of an untouched demo property of the demo seller, freehold or leasehold. */
async function untouched(leasehold: boolean, skip: number[] = []) {
  for (let i = 31; i >= 0; i -= 1) {
    if (isDemoLeasehold(i) !== leasehold || skip.includes(i)) continue;
    const row = await app
      .database!.db.selectFrom('properties')
      .select('id')
      .where('title_number', '=', demoTitleNumber(i))
      .executeTakeFirstOrThrow();
    return row.id;
  }
  throw new Error('no untouched demo property');
}

async function storedAnswers(propertyId: number) {
  const rows = await app
    .database!.db.selectFrom('answers')
    .select(['question_id', 'value'])
    .where('property_id', '=', propertyId)
    .execute();
  return new Map(rows.map((row) => [row.question_id, (row.value as { v: unknown }).v]));
}

const currentSlide = (section: Locator) => section.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/** Answers whatever the visible slide asks, the way a hurried seller would: the first choice, a short text. */
async function answerSlide(slide: Locator) {
  const radios = slide.getByRole('radio');
  if ((await radios.count()) > 0) {
    if (!(await slide.locator('[role="radio"][aria-checked="true"], input[type="radio"]:checked').count()))
      await radios.first().click();
    return;
  }
  const boxes = slide.getByRole('checkbox');
  if ((await boxes.count()) > 0) {
    if (!(await slide.locator('input[type="checkbox"]:checked').count())) await boxes.first().check();
    return;
  }
  const file = slide.locator('input[type="file"]');
  if ((await file.count()) > 0) {
    if (!(await slide.getByRole('list').count())) {
      await file.setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: lease });
      await slide.getByRole('list').waitFor();
    }
    return;
  }
  for (const select of await slide.locator('input[aria-haspopup="listbox"]').all()) {
    if (await select.inputValue()) continue;
    await select.click();
    await page.getByRole('option').first().click();
  }
  for (const input of await slide
    .locator(
      'textarea:not([aria-hidden="true"]), input:not([type]), input[type="text"], input[type="email"], input[type="month"]',
    )
    .all()) {
    if ((await input.getAttribute('aria-haspopup')) === 'listbox' || (await input.inputValue()) !== '') continue;
    const type = await input.getAttribute('type');
    const mode = await input.getAttribute('inputmode');
    await input.fill(
      type === 'email'
        ? 'seller@example.com'
        : type === 'month'
          ? '2019-06'
          : mode
            ? '2'
            : 'As described to our agent.',
    );
  }
}

/** Opens a section and answers every slide its carousel shows, Next by Next. */
async function answerSection(section: Locator, control: Locator) {
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  // Answers public records prefilled count once the seller confirms them.
  const confirm = section.getByRole('button', { name: 'These are right' });
  if (await confirm.isVisible()) {
    await confirm.click();
    await expect.poll(() => confirm.count()).toBe(0);
  }
  const next = section.getByRole('button', { name: 'Next question' });
  for (let step = 0; step < 80; step += 1) {
    await answerSlide(currentSlide(section));
    if (await next.isDisabled()) return;
    const shown = await currentSlide(section).getAttribute('aria-label');
    await next.click();
    // The next slide is the one shown at once; its inputs are clicked once the slide stops moving.
    await expect.poll(() => currentSlide(section).getAttribute('aria-label')).not.toBe(shown);
    await transitionsFinished(page);
  }
}

async function sections(): Promise<{ section: Locator; control: Locator }[]> {
  // The form's heading shows while the form is still on its way: its sections come with it.
  await page.locator('[id^="section-"]').first().waitFor();
  const ids = await page.locator('[id^="section-"]').evaluateAll((nodes) => nodes.map((node) => node.id));
  return ids.map((id) => {
    const section = page.locator(`#${id}`);
    return { section, control: section.locator('button[aria-expanded]').first() };
  });
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  lease = await pdf('Survey');
  await signInAsSeller();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('sellers completing forms in a real browser', () => {
  it('completes about my home to 100 through the carousel, reloading mid-way without losing an answer', async () => {
    const propertyId = await untouched(false);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    await formShown(page, 'About my home');
    const all = await sections();
    const half = Math.ceil(all.length / 2);
    for (const { section, control } of all.slice(0, half)) await answerSection(section, control);
    await saved().waitFor({ timeout: 15_000 });
    const before = await storedAnswers(propertyId);

    await page.reload();
    await formShown(page, 'About my home');
    // Every section answered before the reload reads complete from what the server sent back.
    for (const { control } of (await sections()).slice(0, half))
      await expect.poll(() => control.textContent()).toContain('Section complete');
    expect(await storedAnswers(propertyId)).toEqual(before);

    for (const { section, control } of (await sections()).slice(half)) await answerSection(section, control);
    // Whatever is left, 'Next unanswered question' finds: it opens the section at the question.
    const nextUnanswered = page.getByRole('button', { name: 'Next unanswered question' }).first();
    for (let step = 0; step < 40 && (await nextUnanswered.isVisible()); step += 1) {
      await nextUnanswered.click();
      await transitionsFinished(page);
      for (const { section, control } of await sections()) {
        if ((await control.getAttribute('aria-expanded')) === 'true') await answerSlide(currentSlide(section));
      }
    }
    await saved().waitFor({ timeout: 15_000 });
    // Complete, and shown at 99 % until every seller has signed it.
    await expect.poll(() => page.getByText('99%', { exact: true }).count()).toBeGreaterThan(0);
    // Nothing is left to go to: the words stand in place of the button, and say why.
    await page.getByTestId('form-complete').first().waitFor();
    expect(await page.getByRole('button', { name: 'Next unanswered question' }).count()).toBe(0);
    await page.getByText('Waiting for all sellers to sign').first().waitFor();
    const row = await app
      .database!.db.selectFrom('property_questionnaires')
      .select('completion')
      .where('property_id', '=', propertyId)
      .where('questionnaire_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(row.completion).toBe(100);
  }, 400_000);

  it('a leasehold seller fills preliminary information and finds the shared answers already in leasehold information', async () => {
    const propertyId = await untouched(true);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/preliminary-information`);
    await formShown(page, 'Preliminary information');
    const ownership = (await sections()).slice(0, 3);
    for (const { section, control } of ownership) await answerSection(section, control);
    await saved().waitFor({ timeout: 15_000 });
    const answered = await storedAnswers(propertyId);

    await page.goto(`${app.publicUrl}/properties/${propertyId}/leasehold-information`);
    await formShown(page, 'Leasehold information');
    const intro = page.getByRole('dialog', { name: 'Before you start' });
    if (await intro.isVisible().catch(() => false)) await intro.getByRole('button', { name: 'Continue here' }).click();
    // The lease choice given in preliminary information (3.2) is leasehold information's 3.1a.
    const documents = page.locator('#section-documents');
    await documents.locator('button[aria-expanded]').first().click();
    const leaseChoice = answered.get('3_2_i');
    expect(leaseChoice).toBeDefined();
    await expect
      .poll(() => documents.getByText('Pre-filled from your Preliminary information answers.').count())
      .toBeGreaterThan(0);
    await expect
      .poll(() => documents.getByRole('radio', { name: 'Upload' }).first().isChecked())
      .toBe(leaseChoice === '3');
  }, 300_000);

  it('a session that expires mid-form loses nothing: the answer is sent after signing back in', async () => {
    // A browser of its own, signed in afresh: nothing kept from the journeys before it.
    await page.context().close();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await signInAsSeller();
    const propertyId = await untouched(false, [31]);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    await formShown(page, 'About my home');
    const [first] = await sections();
    await first!.control.click();
    // The API answers 440 once the token is past its hours; the gateway passes it on as SESSION_EXPIRED.
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
    const textbox = currentSlide(first!.section).locator('input, textarea').first();
    await textbox.fill('1250000');
    await textbox.blur();
    await page.waitForURL('**/auth**', { timeout: 30_000 });
    await expect
      .poll(() => page.getByText('Your session has expired. Please log in again.').count())
      .toBeGreaterThan(0);
    const typed = [...(await storedAnswers(propertyId)).values()];
    expect(typed).not.toContain('1250000');
    await page.unroute('**/graphql');

    await signInAsSeller();
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    await saved().waitFor({ timeout: 15_000 });
    expect([...(await storedAnswers(propertyId)).values()]).toContain('1250000');
  }, 200_000);
});
