import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { callApi } from '../fixtures/http.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import {
  apiToken,
  DESKTOP,
  openPrice as openPriceOn,
  PHONE,
  shot,
  startTwoSellers,
  storedAnswers,
} from './fixtures/sellers.ts';
import { signedInContext } from './session.ts';

/**
 * Issue 40 in real Chromium: two sellers of one property, Morgan (the demo mover, on a phone) and
 * Bea (the demo brand admin, added as a seller, on a desktop), have About my home open, and the
 * agent has the property's dashboard open. A price Bea saves shows in Morgan's form within a second
 * with a note naming Bea; a price Morgan is typing is never replaced by Bea's, and Morgan chooses;
 * the agent's score moves as the sellers answer.
 */
let app: TestApp;
let browser: Browser;
let propertyId: number;
const SHOTS = process.env.SCREENSHOT_DIR;

const token = (sub: string) => apiToken(app, sub);
const openPrice = (page: Page) => openPriceOn(page, app.publicUrl, propertyId);
/** The price as the API holds it now. */
const storedPrice = async () => (await storedAnswers(app, propertyId, QUESTIONNAIRE.about)).price;

beforeAll(async () => {
  ({ app, browser, propertyId } = await startTwoSellers());
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('sellers, agents and solicitors see a property change as it happens', () => {
  it('a price Bea saves shows in Morgan’s open form within a second, with a note; a price Morgan is typing is kept until Morgan chooses', async () => {
    const morgan = await signedInContext(browser, app.publicUrl, 'mover@example.com', PHONE);
    const bea = await signedInContext(browser, app.publicUrl, 'brand@example.com', DESKTOP);
    const morganPrice = await openPrice(morgan.page);
    const beaPrice = await openPrice(bea.page);

    // Each sees the other there, in this form and section (Bea is the brand admin, added as a seller).
    await morgan.page.getByTestId('presence-chip').filter({ hasText: 'Bea Brand' }).waitFor({ timeout: 10_000 });
    // The chip names the form as Bea arrives, and the section once Bea's page says which is open.
    await expect
      .poll(() => morgan.page.getByTestId('presence-chip').first().textContent())
      .toBe('Bea Brand, Brand admin: on this form, Price');
    await bea.page.getByTestId('presence-chip').filter({ hasText: 'Morgan Mover' }).waitFor({ timeout: 10_000 });

    // Bea changes the price; the moment her save is answered, Morgan's form is watched for it.
    const saved = bea.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('SaveAnswers'),
    );
    await beaPrice.fill('512000');
    await bea.page
      .getByTestId('save-status')
      .getByText('Saving…')
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await saved;
    const savedAt = Date.now();
    await expect.poll(() => morganPrice.inputValue(), { timeout: 1000, interval: 25 }).toBe('£512,000');
    const shownAfter = Date.now() - savedAt;
    expect(shownAfter).toBeLessThanOrEqual(1000);
    const note = morgan.page.getByText(/^Bea Brand changed .+ just now$/);
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await shot(morgan.page, 'live-note-375');
    if (SHOTS) {
      await bea.page.getByTestId('presence').scrollIntoViewIfNeeded();
      await shot(bea.page, 'live-presence-1280');
    }

    // Morgan starts typing a price; before Morgan's autosave goes, Bea saves another one.
    await morganPrice.fill('430000');
    const beaSave = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${QUESTIONNAIRE.about}`, {
      token: await token('demo-brand'),
      body: { answers: { price: '600000' } },
    });
    expect(beaSave.status).toBe(200);
    const conflict = morgan.page.getByTestId('answer-conflict');
    await conflict.waitFor({ timeout: 5000 });
    // Morgan's typing stands; both are shown.
    expect(await morganPrice.inputValue()).toBe('£430,000');
    expect(await conflict.getByTestId('conflict-mine').textContent()).toBe('£430,000');
    expect(await conflict.getByTestId('conflict-theirs').textContent()).toBe('£600,000');
    expect(await morgan.page.getByTestId('save-status').textContent()).toBe(
      'Not saved: choose between the two answers marked below',
    );
    await conflict.scrollIntoViewIfNeeded();
    await shot(morgan.page, 'live-conflict-375');
    if (SHOTS) {
      await morgan.page.setViewportSize(DESKTOP);
      await conflict.scrollIntoViewIfNeeded();
      await shot(morgan.page, 'live-conflict-1280');
      await morgan.page.setViewportSize(PHONE);
    }
    // Past the autosave delay, Bea's price still stands: nothing was saved over it.
    await morgan.page.waitForTimeout(5500);
    expect(await storedPrice()).toBe('600000');

    await conflict.getByRole('button', { name: 'Keep my answer' }).click();
    await morgan.page.getByTestId('save-status').getByText('All changes saved').waitFor({ timeout: 10_000 });
    await conflict.waitFor({ state: 'detached' });
    expect(await storedPrice()).toBe('430000');
    // Bea's form shows Morgan's choice, with its note.
    await expect.poll(() => beaPrice.inputValue(), { timeout: 2000 }).toBe('£430,000');
    await bea.page.getByText(/^Morgan Mover changed .+ just now$/).waitFor();

    await morgan.context.close();
    await bea.context.close();
  }, 120_000);

  it('the agent’s dashboard score moves as a seller answers', async () => {
    const agent = await signedInContext(browser, app.publicUrl, 'agent@example.com', DESKTOP);
    await agent.page.goto(`${app.publicUrl}/properties/${propertyId}`);
    const score = agent.page.getByText(/^\d+% complete$/).first();
    await score.waitFor();
    const before = await score.textContent();

    await answerWholeForm(app.url, await token('demo-mover'), propertyId, QUESTIONNAIRE.info);
    await expect.poll(() => score.textContent(), { timeout: 3000 }).not.toBe(before);
    await shot(agent.page, 'live-agent-dashboard-1280');
    await agent.context.close();
  }, 120_000);
});
