import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJourney, type Journey } from './journey.ts';

/**
 * The agent's main path on a phone: the add-property wizard from postcode to title, with the
 * portal step naming the chosen address and offering its listing first, then inviting the seller.
 * Demo data: Alex Agent of Cotswold Homes, an agency that lists on the sample portal.
 */
let journey: Journey;
const address = '5 Lansdown Road, Cheltenham, GL50 1QA';
const seller = 'robin.lansdown@example.com';

beforeAll(async () => {
  journey = await startJourney('agent');
});
afterAll(() => journey?.close());

describe('the agent’s journey on a phone', () => {
  it('adds a property through the wizard, linking the portal listing the step names and marks as this address', async () => {
    const { page, shot } = journey;
    await journey.signInAs('agent@example.com');
    await page.getByRole('link', { name: 'Add property' }).click();
    const main = page.getByRole('main');
    await main.getByLabel('Postcode').fill('gl50 1qa');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await main.getByRole('button', { name: '5 Lansdown Road, Cheltenham' }).click();

    await main.getByRole('heading', { name: 'Match it to your portal' }).waitFor();
    expect(await main.getByTestId('chosen-address').innerText()).toBe(address);
    // The listing at the chosen address comes first, marked as this address.
    const listings = main.getByRole('button', { name: /Lansdown Road, Cheltenham, GL50 1QA/ });
    expect(await listings.first().innerText()).toMatch(new RegExp(`^${address}\\s+This address$`, 'i'));
    await shot('portal-step');
    await listings.first().click();

    await main.getByRole('heading', { name: 'Choose the title' }).waitFor();
    await shot('title-step');
    await main.getByRole('button', { name: new RegExp(`^${address}`) }).click();
    await page.waitForURL(/\/properties$/);
    await page.getByText('Added successfully.').waitFor();
    const card = page.locator('a.property-card').first();
    await expect.poll(() => card.innerText()).toMatch(/^5 Lansdown Road/);
    await shot('added');

    await card.click();
    await page.getByRole('heading', { level: 1, name: '5 Lansdown Road' }).waitFor();
    const listing = page.getByRole('region', { name: 'Portal listing' });
    await listing.getByText(address).waitFor();
    expect(await listing.getByText('Another address').count()).toBe(0);
    await listing.scrollIntoViewIfNeeded();
    await shot('dashboard-listing');
  });

  it('invites the seller from the property, and the invitation reaches the seller’s mailbox', async () => {
    const { page, app, shot } = journey;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Invite seller' }).click();
    await page.getByRole('heading', { level: 1, name: 'Invite seller' }).waitFor();
    await page.getByText('A property can have at most 4 sellers. This property has 0 of 4.').waitFor();
    await page.getByLabel("Seller's email address").fill(seller);
    await page.getByRole('button', { name: 'Send invite', exact: true }).click();
    await page.getByText(`An invitation is on its way to ${seller}.`).waitFor();
    await page.getByText('This property has 1 of 4.', { exact: false }).waitFor();
    // Listed at once, by the email alone until the seller signs up and gives a name.
    await expect.poll(() => page.getByText(seller, { exact: true }).filter({ visible: true }).count()).toBe(1);
    await shot('invited');

    await page.goto(`${app.publicUrl}/dev/mailbox?to=${seller}`);
    await page.getByRole('heading', { name: 'You are invited to 5 Lansdown Road on Move Ready' }).waitFor();
    expect(await page.locator('a[href*="/invitation/"]').count()).toBeGreaterThan(0);
    await shot('mailbox');
  });
});
