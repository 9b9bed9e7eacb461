import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';
import { axeBlockers } from './axe.ts';
import { transitionsFinished } from './settle.ts';

let app: TestApp;
let browser: Browser;
let page: Page;
const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

const roseCottage = buildSampleTitles().find((title) => title.result.Address.BuildingName === 'Rose Cottage')!.result
  .TitleNumber;

async function credits(name: string) {
  return (
    await app
      .database!.db.selectFrom('organisations')
      .select('credits')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).credits;
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 375, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('an agent adds properties in a real browser, through the sample providers', () => {
  it('adds one by postcode (address, portal, Land Registry title) and one by title number', async () => {
    await signIn(page, app.publicUrl, 'agent@example.com');
    const before = await credits('Cotswold Homes');

    await page.getByRole('link', { name: 'Add property' }).click();
    await page.waitForURL('**/properties/new');
    const main = page.getByRole('main');
    await main.getByLabel('Postcode').fill('gl7 1ee');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByText('Sample addresses for demonstration, not a live service.').waitFor();
    await main.getByRole('button', { name: 'Hill House, Cecily Hill, Cirencester' }).click();
    // Cotswold Homes uses the portal, so its agents are offered the listings first.
    await main.getByRole('heading', { name: 'Match it to your portal' }).waitFor();
    await main.getByRole('button', { name: 'Skip' }).click();
    await main.getByRole('heading', { name: 'Choose the title' }).waitFor();
    await main.getByRole('button', { name: /^Hill House, Cecily Hill, Cirencester, GL7 1EE/ }).click();
    await page.waitForURL(/\/properties$/).catch(async (error: unknown) => {
      throw new Error(`not back on the list; the screen says: ${await main.innerText()}`, { cause: error });
    });
    await page.getByText('Added successfully.').waitFor();
    await expect.poll(() => page.locator('a.property-card').first().innerText()).toMatch(/hill house, cecily hill/i);

    await page.getByRole('link', { name: 'Add property' }).click();
    await main.getByRole('button', { name: 'Switch to title number' }).click();
    await main.getByLabel('Title number').fill(roseCottage);
    await main.getByLabel('Agent').selectOption({ label: 'Alex Agent (agent@example.com)' });
    await main.getByRole('button', { name: 'Add property' }).click();
    await page.waitForURL(/\/properties\/\d+$/).catch(async (error: unknown) => {
      throw new Error(`no dashboard; the screen says: ${await main.innerText()}`, { cause: error });
    });
    await page.getByRole('heading', { level: 1, name: /Rose Cottage, Prestbury Road/i }).waitFor();

    expect(await credits('Cotswold Homes')).toBe(before - 2);
    const added = await app
      .database!.db.selectFrom('properties')
      .select(['title_number', 'data'])
      .where('creator_id', '=', 'demo-agent')
      .where('title_number', '=', roseCottage)
      .executeTakeFirstOrThrow();
    const data = added.data as unknown as { passport: { tenure_title_code: number } };
    expect(data.passport.tenure_title_code).toBe(10);
  });

  it('at the portal step, names Flat 3, 7 Lansdown Road, asks before linking 1 Lansdown Road, and the property shows the listing it is linked to', async () => {
    await signIn(page, app.publicUrl, 'agent@example.com');
    const main = page.getByRole('main');
    await page.goto(`${app.publicUrl}/properties/new`);
    await main.getByLabel('Postcode').fill('GL50 1QA');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByRole('button', { name: 'Flat 3, 7 Lansdown Road, Cheltenham' }).click();
    await main.getByRole('heading', { name: 'Match it to your portal' }).waitFor();
    expect(await main.getByTestId('chosen-address').innerText()).toBe('Flat 3, 7 Lansdown Road, Cheltenham, GL50 1QA');
    // Flat 3 is not on the sample portal: nothing is marked, and the screen says so.
    await main.getByTestId('no-listing-here').waitFor();
    expect(await main.getByText('This address', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}portal-step-375.png`, fullPage: true });
    expect(await axeBlockers(page)).toEqual([]);

    await main.getByRole('button', { name: '1 Lansdown Road, Cheltenham, GL50 1QA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link a listing at another address?' });
    await dialog.waitFor();
    await transitionsFinished(page);
    await page.screenshot({ path: `${ARTIFACTS}portal-step-confirm-375.png` });
    expect(await axeBlockers(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Link anyway' }).click();
    await main.getByRole('heading', { name: 'Choose the title' }).waitFor();
    await main.getByRole('button', { name: /^Flat 3, 7 Lansdown Road, Cheltenham, GL50 1QA \(leasehold\)/ }).click();
    await page.waitForURL(/\/properties$/);

    const added = await app
      .database!.db.selectFrom('properties')
      .select('id')
      .where('name', '=', 'Flat 3, 7 Lansdown Road')
      .where('creator_id', '=', 'demo-agent')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await page.goto(`${app.publicUrl}/properties/${added.id}`);
    const card = page.getByRole('region', { name: 'Portal listing' });
    await card.getByText('1 Lansdown Road, Cheltenham, GL50 1QA').waitFor();
    await card.getByText('Another address').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}portal-card-375.png` });
    expect(await axeBlockers(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${ARTIFACTS}portal-card-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });

    // The agency changes it: Flat 3 has no listing, so it unlinks.
    await card.getByRole('button', { name: 'Change the listing' }).click();
    const change = page.getByRole('dialog', { name: 'Portal listing' });
    await change.getByTestId('no-listing-here').waitFor();
    await change.getByRole('button', { name: 'Remove the link' }).click();
    await card.getByText('Not linked to a listing on the agency’s portal.').waitFor();
  });
});
