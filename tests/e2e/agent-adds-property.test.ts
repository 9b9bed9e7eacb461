import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleTitles } from '../../server/services/land-registry/sample-titles.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

let app: TestApp;
let browser: Browser;
let page: Page;

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
});
