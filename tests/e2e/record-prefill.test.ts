import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createProperty } from '../fixtures/factories.ts';
import { createPublicRecord } from '../fixtures/public-records.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';
import { transitionsFinished } from './settle.ts';
import { formShown } from './form-shown.ts';

/**
 * A seller opens About my home on a property whose public records were fetched: the answers they
 * gave are there, each with where it came from, and "These are right" confirms a section in one
 * tap, after which its answers count. On a 375 px phone.
 */
const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
let app: TestApp;
let browser: Browser;
let page: Page;
let propertyId: number;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Records Estates' });
  propertyId = (await createProperty(db, { name: '12 Record Row', agencyId: agency.id, sellerIds: ['demo-mover'] })).id;
  await createPublicRecord(
    db,
    propertyId,
    'energy-certificate',
    { '/propertyPack/energyEfficiency/certificate/currentEnergyRating': 'C' },
    { reference: '0300-2874-0000', recordDate: '2021-03-12', sample: true },
  );
  await createPublicRecord(
    db,
    propertyId,
    'planning-constraints',
    {
      '/propertyPack/listingAndConservation/isListed/yesNo': false,
      '/propertyPack/listingAndConservation/isConservationArea/yesNo': false,
      '/propertyPack/listingAndConservation/hasTreePreservationOrder/yesNo': false,
    },
    { recordDate: '2026-10-01', sample: true },
  );
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function confirmedAt(questionId: string) {
  const row = await app
    .database!.db.selectFrom('answers')
    .select(['confirmed_at', 'source'])
    .where('property_id', '=', propertyId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row;
}

describe('answers from public records in a real browser', () => {
  it('shows where a prefilled answer came from, and These are right confirms the section so it counts', async () => {
    await signIn(page, app.publicUrl, 'mover@example.com');
    await page.goto(`${app.publicUrl}/properties/${propertyId}/about-my-home`);
    await formShown(page, 'About my home');

    const construction = page.locator('#section-construction');
    await construction.getByRole('button').first().click();
    // The energy rating is the carousel's later slide; its source line is on the page once the panel opens.
    await expect
      .poll(() => construction.getByText('From the energy certificate of 12 March 2021.').count())
      .toBeGreaterThan(0);

    const restrictions = page.locator('#section-restrictions');
    await restrictions.getByRole('button').first().click();
    const source = restrictions.getByTestId('answer-source').first();
    await source.waitFor();
    expect(await source.textContent()).toBe('From the planning register of 1 October 2026.');
    expect(await restrictions.getByTestId('answer-source-sample').first().textContent()).toContain('Sample data');
    expect(await restrictions.getByRole('radio', { name: 'No' }).first().isChecked()).toBe(true);
    // Not yet confirmed, a listed-building answer from a record does not count.
    await expect.poll(() => restrictions.getByText(/Section incomplete/).count()).toBeGreaterThan(0);
    await restrictions.scrollIntoViewIfNeeded();
    await transitionsFinished(page);
    await page.screenshot({ path: `${ARTIFACTS}record-prefill-375.png` });

    await restrictions.getByRole('button', { name: 'These are right' }).click();
    await expect.poll(() => restrictions.getByRole('button', { name: 'These are right' }).count()).toBe(0);
    await expect.poll(async () => (await confirmedAt('listed_building'))?.confirmed_at ?? null).not.toBeNull();
    await expect.poll(() => restrictions.getByText(/Section complete/).count()).toBeGreaterThan(0);
    expect(await restrictions.getByTestId('answer-source').first().textContent()).toBe(
      'From the planning register of 1 October 2026. You confirmed it.',
    );
    await transitionsFinished(page);
    await page.screenshot({ path: `${ARTIFACTS}record-prefill-confirmed-375.png` });

    // After a reload the section is still confirmed and complete.
    await page.reload();
    await page.locator('#section-restrictions').getByRole('button').first().click();
    await expect
      .poll(() =>
        page
          .locator('#section-restrictions')
          .getByText(/Section complete/)
          .count(),
      )
      .toBeGreaterThan(0);
    expect(await page.locator('#section-restrictions').getByRole('button', { name: 'These are right' }).count()).toBe(
      0,
    );
  });
});
