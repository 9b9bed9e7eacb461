import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../../domain/forms/definition.ts';
import { demoTitleNumber } from '../../../server/demo/seed.ts';
import { answerWholeForm } from '../../fixtures/answer-form.ts';
import { callApi } from '../../fixtures/http.ts';
import { signIn } from '../session.ts';
import { transitionsFinished } from '../settle.ts';
import { apiToken } from '../fixtures/sellers.ts';
import { startJourney, type Journey } from './journey.ts';
import { formShown } from '../form-shown.ts';

/**
 * The seller's main path on a phone: the terms before anything of a property, the list, a
 * dashboard, property information with an option chosen and a year refused, then signing a
 * complete form. Demo data: Morgan Mover sells 36 properties; the 36th has every form complete.
 */
let journey: Journey;
let toFill: { id: number; name: string };
let complete: { id: number; name: string };

const db = () => journey.app.database!.db;

async function storedAnswer(propertyId: number, questionId: string): Promise<unknown> {
  const row = await db()
    .selectFrom('answers')
    .select('value')
    .where('property_id', '=', propertyId)
    .where('questionnaire_id', '=', QUESTIONNAIRE.info)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return (row?.value as { v: unknown } | undefined)?.v;
}

async function termsAccepted(): Promise<boolean> {
  const mover = await db()
    .selectFrom('users')
    .select('accepted_tcs')
    .where('id', '=', 'demo-mover')
    .executeTakeFirstOrThrow();
  return mover.accepted_tcs;
}

beforeAll(async () => {
  journey = await startJourney('mover');
  // A freehold Move Ready property nobody has answered a question of, and the one with every form complete.
  toFill = await db()
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('title_number', '=', demoTitleNumber(33))
    .executeTakeFirstOrThrow();
  const sold = await db()
    .selectFrom('property_sellers')
    .select('property_id')
    .where('user_id', '=', 'demo-mover')
    .orderBy('property_id', 'desc')
    .executeTakeFirstOrThrow();
  complete = await db()
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('id', '=', sold.property_id)
    .executeTakeFirstOrThrow();
});
afterAll(() => journey?.close());

describe('the seller’s journey on a phone', () => {
  it('is asked to accept the terms first when arriving at a bookmarked dashboard, with nothing of the property behind them', async () => {
    const { page, app, shot } = journey;
    await signIn(page, app.publicUrl, 'mover@example.com', { acceptTerms: false });
    await page.goto(`${app.publicUrl}/properties/${toFill.id}`);
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor({ timeout: 10_000 });
    await transitionsFinished(page);
    await shot('terms-on-a-bookmarked-dashboard');
    expect(await terms.getByRole('button', { name: 'Decline' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Action plan' }).count()).toBe(0);
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.waitFor({ state: 'hidden' });
  });

  it('once the terms are accepted, is on the bookmarked dashboard', async () => {
    const { page } = journey;
    await page.getByRole('heading', { level: 1, name: toFill.name }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Connection problem').count()).toBe(0);
  });

  it('finds the properties on the list and opens one’s dashboard and its action plan', async () => {
    const { page, app, shot } = journey;
    await page.goto(`${app.publicUrl}/properties`);
    // Should the step before have left them unaccepted, the list asks for the terms.
    if (!(await termsAccepted())) {
      const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
      await terms.getByRole('button', { name: 'Accept' }).click();
      await terms.waitFor({ state: 'hidden' });
      await expect.poll(termsAccepted).toBe(true);
    }
    await page.getByText('Hello, Morgan Mover').waitFor();
    const cards = page.locator('a.property-card');
    await expect.poll(() => cards.count()).toBe(30);
    // The first is the newest, the property with every form complete, named as its dashboard names it.
    expect(await cards.first().innerText()).toContain(complete.name);
    await shot('list');

    await page.locator('a.property-card', { hasText: toFill.name }).click();
    await page.waitForURL(`**/properties/${toFill.id}`);
    await page.getByRole('heading', { level: 1, name: toFill.name }).waitFor();
    const plan = page.getByRole('region', { name: 'Action plan' });
    await plan.getByText('Property information', { exact: true }).waitFor();
    await shot('dashboard');
    // An untouched form offers completing it, and says why it cannot be signed yet.
    expect(await plan.getByRole('link', { name: 'Complete Form Property information' }).isVisible()).toBe(true);
    expect(await plan.getByRole('button', { name: 'Sign Property information' }).isDisabled()).toBe(true);
  });

  it('chooses an option in property information, and a year out of the question’s bounds stays as typed, is refused beside it and is not saved', async () => {
    const { page, app, shot } = journey;
    // The seller has answered all but the windows and the moving date: 4.1c1 is the next question the form asks.
    const mover = await apiToken(app, 'demo-mover');
    await answerWholeForm(app.url, mover, toFill.id, QUESTIONNAIRE.info);
    const cleared = await callApi(app.url, 'POST', `/questionnaire/${toFill.id}/${QUESTIONNAIRE.info}`, {
      token: mover,
      body: { answers: { ta6_4_1c1: null, ta6_4_1c2: null, ta6_14_1_1: null } },
    });
    expect(cleared.status).toBe(200);

    await page.getByRole('link', { name: 'Complete Form Property information' }).click();
    await formShown(page, 'Property information');
    const section = page.locator('#section-alterations');
    const nextUnanswered = page.getByRole('button', { name: 'Next unanswered question' }).first();
    await nextUnanswered.click();
    await transitionsFinished(page);
    const replaced = section.getByRole('radiogroup', { name: /4\.1c1 Since 1 April 2002/ });
    await replaced.getByRole('radio', { name: 'Yes' }).click();
    await page.getByText('All changes saved').waitFor();
    await expect.poll(() => storedAnswer(toFill.id, 'ta6_4_1c1')).toBe('1');

    const year = section.getByRole('textbox', { name: /4\.1c2 In which year were they replaced/ });
    await nextUnanswered.click();
    await transitionsFinished(page);
    await year.fill('2999');
    await year.press('Tab');
    expect(await year.inputValue()).toBe('2999');
    expect(await year.getAttribute('aria-invalid')).toBe('true');
    await section
      .getByText(
        `Enter a year between 2002 and ${new Date().getFullYear()}: the question is about windows replaced since 1 April 2002`,
      )
      .waitFor();
    await page.getByText('Not saved: change the answer marked in red').waitFor();
    await shot('year-refused');

    // Reloaded, the form shows what was saved: the chosen option kept, and no year.
    await page.reload();
    await formShown(page, 'Property information');
    await nextUnanswered.click();
    await transitionsFinished(page);
    expect(await year.inputValue()).toBe('');
    expect(await storedAnswer(toFill.id, 'ta6_4_1c2')).toBeUndefined();
    await shot('year-after-reload');
    await page.getByRole('button', { name: 'Previous question' }).first().click();
    await transitionsFinished(page);
    expect(await replaced.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
  });

  it('signs a complete form from its dashboard, and the dashboard says it is signed', async () => {
    const { page, app, shot } = journey;
    await page.goto(`${app.publicUrl}/properties/${complete.id}`);
    const plan = page.getByRole('region', { name: 'Action plan' });
    await plan.getByRole('link', { name: 'Sign Property information' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign Property information' });
    await prompt.waitFor();
    await prompt.getByRole('textbox', { name: 'Type your full name' }).fill('Morgan Mover');
    await transitionsFinished(page);
    await shot('sign-prompt');
    await prompt.getByRole('button', { name: 'Sign form' }).click();
    await page.waitForURL(`**/properties/${complete.id}`);
    await page.getByText('Successfully signed').waitFor();
    const card = plan.getByRole('listitem').filter({ hasText: 'Property information' });
    await expect.poll(() => card.innerText()).toMatch(/Signed by you\s+Yes/);
    await card.scrollIntoViewIfNeeded();
    await shot('signed');
  });
});
