import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../domain/forms/definition.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { callApi } from '../fixtures/http.ts';
import type { TestApp } from '../fixtures/test-app.ts';
import {
  apiToken,
  DESKTOP,
  moversProperty,
  PHONE,
  shot as screenshot,
  startSellersApp,
  storedAnswers,
} from './fixtures/sellers.ts';
import { signedInContext } from './session.ts';
import { transitionsFinished } from './settle.ts';
import { formShown } from './form-shown.ts';

/**
 * What a seller sees of their answers in real Chromium: the option they picked stands out on a
 * phone and a desktop, in the default theme and a partner's; a refused save and a lost connection
 * look and behave differently; and signing straight after typing loses nothing.
 */
let app: TestApp;
let browser: Browser;
let propertyId: number;
const SHOTS = process.env.SCREENSHOT_DIR;

const token = (sub: string) => apiToken(app, sub);
const storedAnswer = async (questionnaireId: number, questionId: string) =>
  (await storedAnswers(app, propertyId, questionnaireId))[questionId];
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: true });

/** The answers the page sends to the gateway, one entry per SaveAnswers request. */
function recordSaves(page: Page): Record<string, unknown>[] {
  const saves: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    const body =
      request.method() === 'POST' && request.url().endsWith('/graphql')
        ? (request.postDataJSON() as {
            operationName?: string;
            variables?: { input?: { answers?: { questionKey: string; value: unknown }[] } };
          })
        : null;
    if (body?.operationName === 'SaveAnswers')
      saves.push(
        Object.fromEntries((body.variables?.input?.answers ?? []).map((answer) => [answer.questionKey, answer.value])),
      );
  });
  return saves;
}

/** Border, fill and shadow of every option tile on the shown slide, and whether it is the chosen one. */
async function tileLooks(section: Locator) {
  return section.locator('[role="radio"]').evaluateAll((tiles) =>
    tiles
      .filter((tile) => !tile.closest('[aria-hidden="true"]'))
      .map((tile) => {
        const style = getComputedStyle(tile);
        return {
          name: tile.getAttribute('aria-label'),
          chosen: tile.getAttribute('aria-checked') === 'true',
          look: `${style.borderColor} | ${style.backgroundColor} | ${style.boxShadow}`,
        };
      }),
  );
}

beforeAll(async () => {
  ({ app, browser } = await startSellersApp());
  propertyId = await moversProperty(app);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a chosen option shows as chosen', () => {
  for (const [theme, host] of [
    ['the default theme', () => app.publicUrl],
    ["Canopy's theme", () => `http://canopy.localhost:${app.port}`],
  ] as const) {
    it(`in ${theme}, on a phone and a desktop, the picked tile differs from the others`, async () => {
      const { page, context } = await signedInContext(browser, host(), 'mover@example.com', PHONE);
      await page.goto(`${host()}/properties/${propertyId}/property-information`);
      await formShown(page, 'Property information');
      const disputes = page.locator('#section-disputes');
      await page.getByRole('button', { name: /Disputes and complaints/ }).click();
      // As a seller taps once the section has opened: a tap while its carousel still moves is taken for a swipe.
      await transitionsFinished(page);
      await disputes.getByRole('radio', { name: 'No' }).first().click();
      await expect
        .poll(() => disputes.getByRole('radio', { name: 'No' }).first().getAttribute('aria-checked'))
        .toBe('true');
      // A ticked box differs from an empty one as well.
      const parking = page.locator('#section-parking');
      await page
        .getByRole('button', { name: /Parking/ })
        .first()
        .click();
      await transitionsFinished(page);
      await parking.getByRole('checkbox').first().check();
      // The box's colours are read once its own transition has run.
      await transitionsFinished(page);
      const boxes = await parking.getByRole('checkbox').evaluateAll((inputs) =>
        inputs
          .filter((input) => !input.closest('[aria-hidden="true"]'))
          .map((input) => ({
            ticked: (input as HTMLInputElement).checked,
            look: `${getComputedStyle(input).backgroundColor} | ${getComputedStyle(input).borderColor}`,
          })),
      );
      expect(boxes.filter((box) => box.ticked)).toHaveLength(1);
      for (const empty of boxes.filter((box) => !box.ticked))
        expect(empty.look).not.toBe(boxes.find((box) => box.ticked)!.look);
      await page.getByText('All changes saved').waitFor({ timeout: 20_000 });

      for (const [width, viewport] of [
        ['375', PHONE],
        ['1280', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        // The tile's transition has settled once its look stops changing.
        await expect
          .poll(async () => (await tileLooks(disputes)).find((tile) => tile.chosen)?.look)
          .toBe((await tileLooks(disputes)).find((tile) => tile.chosen)?.look);
        const tiles = await tileLooks(disputes);
        const chosen = tiles.filter((tile) => tile.chosen);
        const others = tiles.filter((tile) => !tile.chosen);
        expect(chosen.map((tile) => tile.name)).toEqual(['No']);
        expect(others.length).toBeGreaterThan(0);
        for (const other of others) expect(other.look).not.toBe(chosen[0].look);
        await disputes.scrollIntoViewIfNeeded();
        await shot(page, `chosen-tile-${theme.includes('Canopy') ? 'canopy' : 'default'}-${width}`);
      }
      await context.close();
    }, 120_000);
  }
});

describe('a refused save and a lost connection', () => {
  it('a refused answer is named beside its question, kept, and not sent again; the seller changes it and it saves', async () => {
    const { page, context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', DESKTOP);
    // An answer waiting in the browser from an earlier visit, for an option the form does not offer.
    await page.evaluate(({ key }) => window.localStorage.setItem(key, JSON.stringify({ ta6_2_1_1: '7' })), {
      key: `move-ready:pending:demo-mover:${propertyId}:${QUESTIONNAIRE.info}`,
    });
    const saves = recordSaves(page);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await page.getByText('Some answers were not saved').waitFor({ timeout: 20_000 });
    const refused = page.getByTestId('refused-answers');
    await refused.waitFor();
    // Named as the form shows it, with what to do: no internal key.
    expect(await refused.textContent()).toMatch(
      /2\.1\.1 Have there been any disputes.*Choose from the options shown: “7” is not one of them/,
    );
    expect(await refused.textContent()).not.toMatch(/ta6_/);
    expect(await page.getByText('Connection problem').count()).toBe(0);

    // The list takes the seller to the question, which shows the reason beside it.
    await refused.getByRole('button').first().click();
    const disputes = page.locator('#section-disputes');
    await disputes
      .getByText(/“7” is not one of them/)
      .first()
      .waitFor();
    await shot(page, 'refused-answer');

    // Another answer saves without the refused one.
    await page
      .getByRole('button', { name: /Parking/ })
      .first()
      .click();
    await transitionsFinished(page);
    const before = saves.length;
    // A click changes the box whatever an earlier visit left in it.
    await page.locator('#section-parking').getByRole('checkbox').first().click();
    await page.getByText('Some answers were not saved').waitFor();
    await expect.poll(() => saves.length).toBeGreaterThan(before);
    expect(saves.slice(before).every((sent) => !('ta6_2_1_1' in sent))).toBe(true);

    // Changed, it is judged afresh and saved.
    await disputes.getByRole('radio', { name: 'No' }).first().click();
    await page.getByText('All changes saved').waitFor({ timeout: 20_000 });
    expect(await refused.count()).toBe(0);
    expect(await storedAnswer(QUESTIONNAIRE.info, 'ta6_2_1_1')).toBe('2');
    await context.close();
  }, 120_000);

  it('a lost connection shows the connection banner, not a refusal, and the answer is saved on its own once the connection is back', async () => {
    const { page, context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', DESKTOP);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await formShown(page, 'Property information');
    const saves = recordSaves(page);
    let offline = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (offline && body?.operationName === 'SaveAnswers') await route.abort('internetdisconnected');
      else await route.fallback();
    });
    await page.getByRole('button', { name: /Disputes and complaints/ }).click();
    await transitionsFinished(page);
    await page.locator('#section-disputes').getByRole('radio', { name: 'Yes' }).first().click();
    await page.getByText('Connection problem').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Not saved yet').count()).toBe(1);
    expect(await page.getByTestId('refused-answers').count()).toBe(0);
    await shot(page, 'connection-problem');

    // Retried by itself: a second attempt comes without the seller doing anything.
    await expect.poll(() => saves.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    offline = false;
    await page.getByText('All changes saved').waitFor({ timeout: 30_000 });
    expect(await page.getByText('Connection problem').count()).toBe(0);
    expect(await storedAnswer(QUESTIONNAIRE.info, 'ta6_2_1_1')).toBe('1');
    await context.close();
  }, 120_000);
});

describe('a year typed out of its question’s bounds', () => {
  it('property information 4.1c2 keeps 2999 and -5 as typed when the field is left, says why, and saves neither', async () => {
    const mover = await token('demo-mover');
    const saved = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${QUESTIONNAIRE.info}`, {
      token: mover,
      body: { answers: { ta6_4_1c1: '1', ta6_4_1c2: '2015' } },
    });
    expect(saved.status).toBe(200);
    const { page, context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', PHONE);
    const saves = recordSaves(page);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await formShown(page, 'Property information');
    await page.getByRole('button', { name: /4 Alterations, planning and building control/ }).click();
    await transitionsFinished(page);
    const section = page.locator('#section-alterations');
    const year = section.getByRole('textbox', { name: /4\.1c2 In which year were they replaced/, includeHidden: true });
    // As a seller gets there: one question at a time, with Next.
    for (let step = 0; step < 12 && (await year.evaluate((input) => input.closest('[inert]') !== null)); step += 1) {
      await section.getByRole('button', { name: 'Next question' }).click();
      await transitionsFinished(page);
    }
    await expect.poll(() => year.inputValue()).toBe('2015');
    const reason = `Enter a year between 2002 and ${new Date().getFullYear()}: the question is about windows replaced since 1 April 2002`;
    for (const [typed, emptiedFirst] of [
      ['2999', false],
      ['-5', true],
    ] as const) {
      // Typed over the year, or after emptying the field: either way only the typed text counts.
      if (emptiedFirst) await year.fill('');
      else await year.selectText();
      await year.pressSequentially(typed);
      // Leaving the field, as a seller does: nothing clamps it to this year or to 1970.
      await year.press('Tab');
      expect(await year.inputValue()).toBe(typed);
      expect(await year.getAttribute('aria-invalid')).toBe('true');
      await section.getByText(reason).waitFor();
      await page.getByText('Not saved: change the answer marked in red').waitFor();
      await shot(page, `held-year-${typed.replace('-', 'minus')}`);
    }
    // Held back, not waiting to be sent: the stored year is still the old one.
    expect(await storedAnswer(QUESTIONNAIRE.info, 'ta6_4_1c2')).toBe('2015');
    expect(await year.inputValue()).toBe('-5');

    await year.fill('2019');
    await year.press('Tab');
    await page.getByText('All changes saved').waitFor({ timeout: 20_000 });
    expect(await storedAnswer(QUESTIONNAIRE.info, 'ta6_4_1c2')).toBe('2019');
    // Of all the years typed, only the one the question takes was ever sent.
    expect(saves.filter((sent) => 'ta6_4_1c2' in sent)).toEqual([{ ta6_4_1c2: '2019' }]);
    await context.close();
  }, 120_000);
});

/** Whether two boxes on screen share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('toasts on a phone', () => {
  it('"Section complete!" shows clear of the header, its Menu and the heading of the section just completed', async () => {
    const mover = await token('demo-mover');
    await callApi(app.url, 'POST', `/questionnaire/${propertyId}/${QUESTIONNAIRE.info}`, {
      token: mover,
      body: { answers: { ta6_2_1_1: '2', ta6_2_1_2: null, ta6_2_2_1: null, ta6_2_2_2: null } },
    });
    const { page, context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', PHONE);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/property-information`);
    await formShown(page, 'Property information');
    const heading = page.getByRole('button', { name: /2 Disputes and complaints/ });
    await heading.click();
    await transitionsFinished(page);
    const disputes = page.locator('#section-disputes');
    const second = disputes.getByRole('radiogroup', { name: /2\.2\.1/, includeHidden: true });
    for (let step = 0; step < 4 && (await second.evaluate((group) => group.closest('[inert]') !== null)); step += 1) {
      await disputes.getByRole('button', { name: 'Next question' }).click();
      await transitionsFinished(page);
    }
    await second.getByRole('radio', { name: 'No' }).click();
    const toast = page.getByTestId('toasts').getByText('Section complete!');
    await toast.waitFor();
    const box = (await page.getByTestId('toasts').locator('.mantine-Notification-root').first().boundingBox())!;
    const header = (await page.locator('header').boundingBox())!;
    const menu = (await page.locator('header').getByRole('button', { name: 'Menu' }).boundingBox())!;
    const sectionHeading = (await heading.boundingBox())!;
    expect(overlap(box, header)).toBe(false);
    expect(overlap(box, menu)).toBe(false);
    expect(overlap(box, sectionHeading)).toBe(false);
    // Within the screen, above its foot.
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/toast-section-complete-375.png` });
    await context.close();
  }, 120_000);
});

describe('signing straight after typing', () => {
  it('an answer changed less than 5 s before signing is saved before the signature, and the server has it', async () => {
    const mover = await token('demo-mover');
    await answerWholeForm(app.url, mover, propertyId, QUESTIONNAIRE.about);
    const { page, context } = await signedInContext(browser, app.publicUrl, 'mover@example.com', DESKTOP);
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    const prompt = page.getByRole('dialog', { name: 'Sign About my home' });
    await prompt.waitFor();
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'hidden' });
    const saves = recordSaves(page);

    await page.getByRole('button', { name: /Price/ }).first().click();
    const price = page.locator('#section-price').getByRole('textbox').first();
    await price.fill('437500');
    const typedAt = Date.now();
    await page.getByRole('button', { name: 'Sign form' }).first().click();
    await prompt.getByRole('textbox', { name: 'Type your full name' }).fill('Morgan Mover');
    await prompt.getByRole('button', { name: 'Sign form' }).click();
    // The signature was asked for inside the 5 s the autosave would have waited.
    expect(Date.now() - typedAt).toBeLessThan(5000);
    await page.waitForURL(`**/properties/${propertyId}`, { timeout: 30_000 });
    await page.getByText('Successfully signed').waitFor();
    const toast = (await page.getByTestId('toasts').locator('.mantine-Notification-root').first().boundingBox())!;
    expect(overlap(toast, (await page.locator('header').boundingBox())!)).toBe(false);

    expect(saves).toContainEqual({ price: '437500' });
    expect(await storedAnswer(QUESTIONNAIRE.about, 'price')).toBe('437500');
    const form = await callApi(app.url, 'GET', `/questionnaire/${propertyId}/${QUESTIONNAIRE.about}`, { token: mover });
    expect(form.body.signing.signed).toBeGreaterThanOrEqual(1);
    await context.close();
  }, 120_000);
});
