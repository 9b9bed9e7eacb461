import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countIn, downloadCsv, rawKeys, reportShowsAll, shownTexts } from './in-words.ts';
import { startJourney, type Journey } from './journey.ts';

/**
 * The brand administrator's main path on a phone: the Admin Panel, the agencies and properties of
 * the brand, the properties report and the CSV files, all in words. Demo data: Bea Brand of the
 * Move Ready brand, whose agencies are Cotswold Homes and Simply Conveyancing.
 */
let journey: Journey;
let brandProperties: number;
const PHASES = new Set(['Move Ready', 'Contract Ready', 'Exchange Ready']);

beforeAll(async () => {
  journey = await startJourney('brand-admin');
  const db = journey.app.database!.db;
  const counted = await db
    .selectFrom('properties as p')
    .innerJoin('organisations as agency', 'agency.id', 'p.agency_id')
    .innerJoin('organisations as brand', 'brand.id', 'agency.parent_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('brand.name', '=', 'Move Ready')
    .where('p.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  brandProperties = Number(counted.count);
  await journey.signInAs('brand@example.com');
});
afterAll(() => journey?.close());

describe('the brand administrator’s journey on a phone', () => {
  it('opens the Admin Panel from the menu and finds the brand’s agencies', async () => {
    const { page, shot } = journey;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await shot('admin-panel');
    await page.getByRole('link', { name: 'Agencies', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Agencies' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Cotswold Homes', { exact: true }).first().waitFor();
    expect(await main.getByText('Simply Conveyancing', { exact: true }).count()).toBeGreaterThan(0);
    // Another brand's agency is not the brand administrator's to see.
    expect(await main.getByText('Harbour Lettings').count()).toBe(0);
    await shot('agencies');
  });

  it('browses the brand’s properties and exports them as a CSV in words', async () => {
    const { page, shot } = journey;
    await page.goBack();
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    await page.getByText(`${brandProperties} properties`, { exact: true }).waitFor();
    await shot('properties');
    const csv = await downloadCsv(page, 'Export CSV');
    expect(csv.name).toMatch(/^Properties_.*\.csv$/);
    const [header, ...rows] = csv.rows;
    expect(rows).toHaveLength(brandProperties);
    const phase = header!.indexOf('Phase');
    expect(new Set(rows.map((row) => row[phase]))).toEqual(PHASES);
    expect(rawKeys(csv.rows.flat())).toEqual([]);
  });

  it('reads the properties report of every brand property in words, and its CSV too', async () => {
    const { page, app, shot } = journey;
    await page.goto(`${app.publicUrl}/admin/reports/properties`);
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    const main = page.getByRole('main');
    await reportShowsAll(page, brandProperties, countIn(main.getByText(/^\d+ propert(?:y|ies)$/), /^(\d+)/));
    await main.getByRole('table', { name: 'Attributes' }).waitFor();
    await shot('properties-report');
    expect(rawKeys(await shownTexts(page))).toEqual([]);
    const csv = await downloadCsv(page, 'Export CSV (Excel)');
    expect(csv.rows[0]).toEqual(['Attribute', 'Total', 'Dimension', 'Count', 'Percentage']);
    expect(csv.rows.length).toBeGreaterThan(10);
    expect(rawKeys(csv.rows.flat())).toEqual([]);
  });
});
