import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf, pdf } from '../fixtures/files.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname;
const files = mkdtempSync(join(tmpdir(), 'vault-e2e-'));

let app: TestApp;
let browser: Browser;
let page: Page;

async function signInAsSeller() {
  await page.goto(`${app.publicUrl}/`);
  await page.waitForURL('**/auth');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/oidc/interaction/**');
  await page.getByRole('button', { name: /Home mover/ }).click();
  await page.waitForURL('**/properties');
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await terms.waitFor({ state: 'visible' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await terms.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(files, 'Title plan.pdf'), await pdf('Title plan'));
  writeFileSync(join(files, 'Protected lease.pdf'), await encryptedPdf());
  writeFileSync(join(files, 'Meeting notes.pdf'), 'Notes from the meeting with the surveyor.\n');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a seller’s document vault in a real browser', () => {
  it('uploads a PDF, sees it in the vault without its extension, removes it; a protected PDF gets the advice', async () => {
    await signInAsSeller();
    await page.locator('a.property-card').first().click();
    await page.waitForURL(/\/properties\/\d+$/);
    const vault = page.getByRole('region', { name: 'Document vault' });
    await vault.getByText('PNG, JPG or PDF, up to 20 MB each. Several files at once are fine.').waitFor();

    await vault.locator('input[type="file"]').setInputFiles(join(files, 'Title plan.pdf'));
    const documents = vault.getByRole('list', { name: 'Documents' });
    await documents.getByText('Title plan', { exact: true }).waitFor();
    await expect.poll(() => vault.getByText('Uploaded').count()).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}vault-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${ARTIFACTS}vault-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });

    // The download carries the file back with its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      vault.getByRole('button', { name: 'Download Title plan' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Title plan.pdf');

    await vault.getByRole('button', { name: 'Remove Title plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove document' });
    await dialog.getByText('Are you sure you want to remove Title plan?').waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await vault.getByText('No documents yet.').waitFor();
    await expect.poll(async () => (await app.database!.db.selectFrom('uploads').select('id').execute()).length).toBe(0);

    await vault.locator('input[type="file"]').setInputFiles(join(files, 'Protected lease.pdf'));
    await page
      .getByText(
        "There was a problem uploading. Protected lease.pdf is password-protected. Please upload a version without password protection, or choose 'to follow' and send it later.",
      )
      .waitFor();
    await page.screenshot({ path: `${ARTIFACTS}vault-encrypted-375.png`, fullPage: true });
    expect(await documents.count()).toBe(0);
  });

  it('refuses a text file named .pdf by saying its contents are not a PDF, and what to do', async () => {
    const vault = page.getByRole('region', { name: 'Document vault' });
    await vault.locator('input[type="file"]').setInputFiles(join(files, 'Meeting notes.pdf'));
    const reason =
      'Meeting notes.pdf is named as a PDF file (.pdf), but what is inside is not a PDF: it may be another kind of file that was renamed, or it is damaged. Open it and save or print it as a PNG, JPG or PDF, then upload that.';
    // Beside the file, where it stays after the toast has gone.
    await vault.getByRole('list', { name: 'Uploads in progress' }).getByText(reason).waitFor();
    expect(await page.getByText(/not a file type we accept/).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS}vault-not-a-pdf-375.png`, fullPage: true });
  });

  it('tells a phone what a tap does, and a desktop to drag or click', async () => {
    const vault = page.getByRole('region', { name: 'Document vault' });
    await vault.getByText('Drag documents here or click to choose').waitFor();
    expect(await vault.getByText('Tap here to choose documents or take a photo').isVisible()).toBe(false);

    // A phone: a touch screen and no mouse, as Chromium emulates one.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${app.publicUrl}/`);
    await phonePage.waitForURL('**/auth');
    await phonePage.getByRole('button', { name: 'Log in' }).click();
    await phonePage.waitForURL('**/oidc/interaction/**');
    await phonePage.getByRole('button', { name: /Home mover/ }).click();
    await phonePage.waitForURL('**/properties');
    await phonePage.goto(page.url());
    const phoneVault = phonePage.getByRole('region', { name: 'Document vault' });
    await phoneVault.getByText('Tap here to choose documents or take a photo').waitFor({ timeout: 30_000 });
    expect(await phoneVault.getByText('Drag documents here or click to choose').isVisible()).toBe(false);
    // The window only: a full-page shot re-lays the page out without the phone's touch emulation.
    await phoneVault.getByText('Tap here to choose documents or take a photo').scrollIntoViewIfNeeded();
    await phonePage.screenshot({ path: `${ARTIFACTS}vault-phone-hint.png` });
    await phone.close();
  });
});
