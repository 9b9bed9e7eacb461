import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './journey.ts';

/**
 * The simple user's main path on a phone: adding a property of their own through the wizard, then
 * finding it on their list and reading its dashboard, which shows no completion (spec 01 §6). Demo data: Sam Simple of Simply Conveyancing,
 * an agency that does not use the portal, so the wizard goes from address to title.
 */
let journey: Journey;
const address = '9 Lansdown Road, Cheltenham, GL50 1QA';

beforeAll(async () => {
  journey = await startJourney('simple-user');
  await journey.signInAs('simple@example.com');
});
afterAll(() => journey?.close());

describe('the simple user’s journey on a phone', () => {
  it('adds a property of their own from its postcode and its title', async () => {
    const { page, shot } = journey;
    await page.getByRole('link', { name: 'Add property' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('Postcode').fill('GL50 1QA');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByRole('button', { name: '9 Lansdown Road, Cheltenham' }).click();
    await main.getByRole('heading', { name: 'Choose the title' }).waitFor();
    await shot('title-step');
    await main.getByRole('button', { name: new RegExp(`^${address}`) }).click();
    await page.waitForURL(/\/properties$/);
    await page.getByText('Added successfully.').waitFor();
    const card = page.locator('a.property-card').first();
    await expect.poll(() => card.innerText()).toMatch(/^9 Lansdown Road\s+Cheltenham$/);
    await shot('added');
  });

  it('opens the new property and reads its dashboard: the address, the retrieval code and the vault', async () => {
    const { page, app, shot } = journey;
    await page.locator('a.property-card').first().click();
    await page.getByRole('heading', { level: 1, name: '9 Lansdown Road' }).waitFor();
    await page.getByText('Cheltenham, GL50 1QA').waitFor();
    const added = await app
      .database!.db.selectFrom('properties')
      .select(['friendly_id', 'creator_id'])
      .where('name', '=', '9 Lansdown Road')
      .executeTakeFirstOrThrow();
    expect(added.creator_id).toBe('demo-simple');
    await page.getByRole('region', { name: 'Document retrieval code' }).getByText(added.friendly_id!).waitFor();
    await page.getByRole('region', { name: 'Document vault' }).getByText('No documents yet.').waitFor();
    // Completion, the score and the action plan are not for a simple user (spec 01 §6), here as on the list.
    expect(await page.getByRole('region', { name: 'Action plan' }).count()).toBe(0);
    expect(
      await page
        .getByRole('main')
        .getByText(/\d+% complete/)
        .count(),
    ).toBe(0);
    await shot('dashboard');
  });
});
