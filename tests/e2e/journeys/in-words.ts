import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { downloadedText } from './journey.ts';

/**
 * A value a reader should never meet: a key in snake_case, a status code in capitals, a placeholder
 * in angle brackets, or a bare true, false, null or unknown.
 */
const RAW = [
  /^[a-z0-9]+(?:_[a-z0-9]+)+$/,
  /^[A-Z]{3,}(?:_[A-Z]+)*$/,
  /^<[^>]*>$/,
  /^(?:true|false|null|undefined|unknown)$/,
];

/** The values among these that are raw keys rather than words. */
export function rawKeys(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => RAW.some((raw) => raw.test(value))))];
}

/** The rows of a CSV file, as a spreadsheet reads them. */
export function csvCells(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}

/** Every piece of text the screen's main part shows, element by element, as written rather than as CSS capitalises it. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .locator('*')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .filter((text) => text.trim() !== ''),
      ),
    );
}

/** Presses the button and returns the CSV it downloads, split into cells. */
export async function downloadCsv(page: Page, button: string): Promise<{ name: string; rows: string[][] }> {
  const [download]: [Download, unknown] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), rows: csvCells(await downloadedText(download)) };
}

/**
 * The properties report at its default range: it shows every property of the viewer's, or says
 * what it leaves out with one tap to show them all. Returns once all are shown.
 */
export async function reportShowsAll(page: Page, total: number): Promise<void> {
  const count = page.getByRole('main').getByText(/^\d+ propert(?:y|ies)$/);
  await count.waitFor();
  if ((await count.innerText()) !== `${total} properties`)
    await page.getByRole('button', { name: /show all|all properties/i }).click({ timeout: 10_000 });
  await expect.poll(() => count.innerText()).toBe(`${total} properties`);
}
