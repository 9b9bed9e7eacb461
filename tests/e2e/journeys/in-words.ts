import { parse } from 'csv-parse/sync';
import type { Download, Locator, Page } from 'playwright-core';
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
 * A report at its default range: it counts every property of the viewer's, or says what its dates
 * leave out with one tap to show them all. `counted` reads the number of properties it counts.
 * Returns once it counts them all.
 */
export async function reportShowsAll(page: Page, total: number, counted: () => Promise<number>): Promise<void> {
  if ((await counted()) !== total) await page.getByRole('button', { name: /show all/i }).click({ timeout: 10_000 });
  await expect.poll(counted).toBe(total);
}

/** The number of properties a text such as '48 properties' or 'Total HOPs 48' gives, read when it is shown. */
export function countIn(locator: Locator, pattern: RegExp): () => Promise<number> {
  return async () => {
    await locator.first().waitFor();
    return Number(pattern.exec(await locator.first().innerText())?.[1]);
  };
}
