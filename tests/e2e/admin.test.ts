import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { createProperty, createUser } from '../fixtures/factories.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

let app: TestApp;
let browser: Browser;
let page: Page;

const db = () => app.database!.db;
const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  // The export writes to a picked file where the browser offers a picker; here it takes the download path.
  await context.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('an administrator manages agents, agencies and properties in a real browser', () => {
  it('changes an agent’s organisation from the agents table', async () => {
    const agent = await createUser(db(), {
      role: ROLE.agent,
      organisationId: await orgId('Cotswold Homes'),
      name: 'Quinn Quickmove',
      email: 'quinn@example.com',
    });
    await signIn(page, app.publicUrl, 'admin@example.com');
    await page.goto(`${app.publicUrl}/admin`);
    await page.getByRole('link', { name: 'Individual Agents' }).click();
    const row = page.getByRole('row', { name: /Quinn Quickmove/ });
    await row.getByRole('button', { name: 'Change organisation' }).click();
    const dialog = page.getByRole('dialog', { name: /Change organisation of Quinn Quickmove/ });
    await dialog.getByLabel('New organisation').click();
    await page.getByRole('option', { name: 'Harbour Lettings' }).click();
    await dialog.getByRole('button', { name: 'Move agent' }).click();
    await page.getByText('Agent moved.').waitFor();
    await expect.poll(() => row.innerText()).toContain('Harbour Lettings');
    const stored = await db()
      .selectFrom('users')
      .select('organisation_id')
      .where('id', '=', agent.id)
      .executeTakeFirstOrThrow();
    expect(stored.organisation_id).toBe(await orgId('Harbour Lettings'));
  });

  it('toggles an agency’s TA6 trial', async () => {
    await page.goto(`${app.publicUrl}/admin/agencies`);
    const box = page.getByRole('checkbox', { name: 'TA6 trial for Canopy Estates' });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.getByText('Agency successfully updated.').waitFor();
    await expect
      .poll(
        async () =>
          (
            await db()
              .selectFrom('organisations')
              .select('ta6_trial')
              .where('name', '=', 'Canopy Estates')
              .executeTakeFirstOrThrow()
          ).ta6_trial,
      )
      .toBe(true);
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'TA6 trial for Canopy Estates' }).isChecked()).toBe(true);
  });

  it('exports every property of the list as CSV, across pages of 50', async () => {
    // More than one page of 50, so the export has to page.
    const agencyId = await orgId('Cotswold Homes');
    for (let n = 1; n <= 30; n += 1)
      await createProperty(db(), { name: `Export Row ${n}, Long Enough Street`, agencyId });
    await page.goto(`${app.publicUrl}/admin/properties`);
    const total = Number((await page.getByText(/^\d+ properties$/).innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(50);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Properties_.*\.csv$/);
    // The shared browser runs in another process: the file is read through its stream, not a local path.
    const text = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Name,Address,Postcode,Retrieval code,Added,Complete,Phase,Sellers,Seller emails,Agencies,Solicitors,Last activity,Owner',
    );
    expect(lines.length - 1).toBe(total);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total);
    // What happened stays on the screen, with where the file went.
    await page.getByTestId('export-note').getByText(`Exported ${total} properties: your browser is saving`).waitFor();
  });

  it('says so, and offers the download, when the save dialog opens no file', async () => {
    // A browser whose save dialog cannot open (a headless one, a locked-down desktop) answers as if it were closed.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
    await context.addInitScript(() => {
      (window as unknown as { showSaveFilePicker: () => Promise<never> }).showSaveFilePicker = () =>
        Promise.reject(new DOMException('The user aborted a request.', 'AbortError'));
    });
    const phone = await context.newPage();
    await signIn(phone, app.publicUrl, 'admin@example.com');
    await phone.goto(`${app.publicUrl}/admin/properties`);
    await phone.getByRole('button', { name: 'Export CSV' }).click();
    const note = phone.getByTestId('export-note');
    await note.getByText('No file was chosen, so nothing was exported.', { exact: false }).waitFor();
    await phone.screenshot({ path: `${ARTIFACTS}export-no-file-375.png` });
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      note.getByRole('button', { name: 'Download the CSV instead' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Properties_.*\.csv$/);
    expect((await downloadedText(download)).split('\r\n')[0]).toMatch(/^\uFEFF?Id,Name,/);
    await note.getByText(/your browser is saving Properties_.*\.csv to its downloads/).waitFor();
    await context.close();
  });
});

async function orgId(name: string): Promise<number> {
  return (await db().selectFrom('organisations').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
