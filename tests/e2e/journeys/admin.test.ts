import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROPERTY_COUNT } from '../../../server/demo/seed.ts';
import { countIn, downloadCsv, rawKeys, reportShowsAll, shownTexts } from './in-words.ts';
import { startJourney, type Journey } from './journey.ts';

/**
 * The platform administrator's main path on a phone: the Admin Panel, the agents and every
 * property, the properties report, portfolio insights and the CSV files, all in words. Demo data:
 * Ada Administrator, who sees all 48 demo properties.
 */
let journey: Journey;
const PHASES = new Set(['Move Ready', 'Contract Ready', 'Exchange Ready']);

beforeAll(async () => {
  journey = await startJourney('admin');
  await journey.signInAs('admin@example.com');
});
afterAll(() => journey?.close());

/** Back to the Admin Panel through the menu, and on to one of its screens. */
async function fromPanel(button: string, heading: string | RegExp) {
  const { page } = journey;
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
  await page.getByRole('link', { name: button, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the administrator’s journey on a phone', () => {
  it('opens the Admin Panel from the menu and finds the agents', async () => {
    const { page, shot } = journey;
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Panel' }).waitFor();
    await shot('admin-panel');
    await page.getByRole('link', { name: 'Individual Agents', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Individual Agents' }).waitFor();
    await page.getByRole('main').getByText('Alex Agent').first().waitFor();
    await shot('agents');
    // On a phone the table scrolls sideways: names and emails wrap between words, not a letter a
    // line, and every role badge reads in full.
    const table = page.getByRole('table', { name: 'Agents', exact: true });
    const shape = await table.evaluate((element) => {
      const lines = (node: Element) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const rows = [...element.querySelectorAll<HTMLTableRowElement>('tbody tr')];
      return {
        nameLines: Math.max(...rows.map((row) => lines(row.cells[0]!))),
        emailLines: Math.max(...rows.map((row) => lines(row.cells[1]!))),
        clippedBadges: [...element.querySelectorAll('tbody .mantine-Badge-root, tbody .mantine-Badge-label')]
          .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
          .map((badge) => badge.textContent),
      };
    });
    expect(shape).toEqual({ nameLines: expect.any(Number), emailLines: expect.any(Number), clippedBadges: [] });
    expect(shape.nameLines).toBeLessThanOrEqual(2);
    expect(shape.emailLines).toBeLessThanOrEqual(2);
    await table.evaluate((element) =>
      element.closest('.mantine-TableScrollContainer-scrollContainer')?.scrollBy({ left: 220 }),
    );
    await shot('agents-scrolled');
  });

  it('browses every property and exports them as a CSV in words', async () => {
    const { page, shot } = journey;
    await fromPanel('Browse Properties', 'Properties');
    await page.getByText(`${DEMO_PROPERTY_COUNT} properties`, { exact: true }).waitFor();
    await shot('properties');
    const csv = await downloadCsv(page, 'Export CSV');
    const [header, ...rows] = csv.rows;
    expect(rows).toHaveLength(DEMO_PROPERTY_COUNT);
    expect(new Set(rows.map((row) => row[header!.indexOf('Phase')]))).toEqual(PHASES);
    // Dates as a UK reader writes them.
    expect(rows.every((row) => /^\d{2}\/\d{2}\/\d{4}$/.test(row[header!.indexOf('Added')]!))).toBe(true);
    expect(rawKeys(csv.rows.flat())).toEqual([]);
  });

  it('reads the properties report of every property in words, and its CSV too', async () => {
    const { page, shot } = journey;
    await fromPanel('Property Attributes Insights', 'Properties');
    const main = page.getByRole('main');
    await reportShowsAll(page, DEMO_PROPERTY_COUNT, countIn(main.getByText(/^\d+ propert(?:y|ies)$/), /^(\d+)/));
    await main.getByRole('table', { name: 'Attributes' }).waitFor();
    await shot('properties-report');
    expect(rawKeys(await shownTexts(page))).toEqual([]);
    const csv = await downloadCsv(page, 'Export CSV (Excel)');
    expect(csv.rows[0]).toEqual(['Attribute', 'Total', 'Dimension', 'Count', 'Percentage']);
    expect(rawKeys(csv.rows.flat())).toEqual([]);
  });

  it('reads portfolio insights of every property in words', async () => {
    const { page, shot } = journey;
    await fromPanel('Portfolio Insights', /Portfolio insights/i);
    const milestones = page.getByRole('region', { name: 'HOP Milestones' });
    await reportShowsAll(page, DEMO_PROPERTY_COUNT, countIn(milestones, /Total HOPs\s+(\d+)/));
    await shot('portfolio-insights');
    expect(rawKeys(await shownTexts(page))).toEqual([]);
  });
});
