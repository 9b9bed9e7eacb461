import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../../domain/forms/definition.ts';
import { demoTitleNumber } from '../../../server/demo/seed.ts';
import { answerWholeForm } from '../../fixtures/answer-form.ts';
import { pdf, uploadFiles } from '../../fixtures/files.ts';
import { transitionsFinished } from '../settle.ts';
import { apiToken } from '../fixtures/sellers.ts';
import { downloadedBytes, startJourney, type Journey } from './journey.ts';

/**
 * The solicitor's main path on a phone: a property shared with their firm, every form on its action
 * plan opened and read (read-only, with the seller's answers), and a document downloaded from the
 * vault. Demo data: Sofia Solicitor of Harper & Lowe; the 35th demo property, a leasehold flat at
 * Contract Ready sold by Morgan Mover, is shared with the firm.
 */
let journey: Journey;
let property: { id: number; name: string };

/** The forms a solicitor reads on a leasehold property at Contract Ready, as its action plan lists them. */
const FORMS = [
  'Property information',
  'Fixtures and fittings',
  'Preliminary information',
  'Conveyancing enquiries',
  'Leasehold information',
];

beforeAll(async () => {
  journey = await startJourney('solicitor');
  const { app } = journey;
  const db = app.database!.db;
  property = await db
    .selectFrom('properties')
    .select(['id', 'name'])
    .where('title_number', '=', demoTitleNumber(34))
    .executeTakeFirstOrThrow();
  // The seller has answered property information and put the title plan in the vault.
  await db.updateTable('users').set({ accepted_tcs: true }).where('id', '=', 'demo-mover').execute();
  const mover = await apiToken(app, 'demo-mover');
  await answerWholeForm(app.url, mover, property.id, QUESTIONNAIRE.info);
  const uploaded = await uploadFiles(app.url, property.id, mover, [
    { name: 'Title plan.pdf', bytes: await pdf('Title plan'), type: 'application/pdf' },
  ]);
  expect(uploaded.status).toBe(201);
  await journey.signInAs('solicitor@example.com');
});
afterAll(() => journey?.close());

/** The shared property's dashboard, opened from the list as the solicitor does, or again by its address. */
async function onDashboard() {
  const { page, app } = journey;
  if (new URL(page.url()).pathname !== `/properties/${property.id}`)
    await page.goto(`${app.publicUrl}/properties/${property.id}`);
  await page.getByRole('heading', { level: 1, name: property.name }).waitFor();
  return page.getByRole('region', { name: 'Action plan' });
}

describe('the solicitor’s journey on a phone', () => {
  it('finds the shared property on the list, and its dashboard offers every form to view', async () => {
    const { page, shot } = journey;
    await page.locator('a.property-card', { hasText: property.name }).first().click();
    const plan = await onDashboard();
    await shot('dashboard');
    const viewable = await plan.getByRole('link', { name: /^View Form / }).allInnerTexts();
    expect(viewable).toHaveLength(FORMS.length);
    for (const form of FORMS) expect(await plan.getByRole('link', { name: `View Form ${form}` }).count()).toBe(1);
  });

  it.each(FORMS)('opens %s and reads it, unable to change it', async (form) => {
    const { page, shot } = journey;
    const plan = await onDashboard();
    await plan.getByRole('link', { name: `View Form ${form}` }).click();
    // A form the guard refuses sends the solicitor elsewhere at once: no need to wait long to tell.
    await page.getByRole('heading', { level: 1, name: form }).waitFor({ timeout: 10_000 });
    await page.getByText('You can read this form but not change it.').waitFor();
    // The first section opened: its questions are there to read, and none takes an answer.
    const first = page.locator('[id^="section-"]').first();
    const control = first.locator('button[aria-expanded]').first();
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
    await transitionsFinished(page);
    await expect.poll(() => first.locator('[aria-roledescription="slide"], table').count()).toBeGreaterThan(0);
    const answerable = page
      .getByRole('main')
      .locator('input:not([type="hidden"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])');
    expect(await answerable.count()).toBe(0);
    if (form === 'Property information') {
      // What the seller answered is what the solicitor reads.
      const given = await first
        .locator('input, textarea')
        .evaluateAll((inputs) =>
          (inputs as HTMLInputElement[]).filter((input) =>
            input.type === 'radio' || input.type === 'checkbox' ? input.checked : input.value.trim() !== '',
          ),
        );
      expect(given.length).toBeGreaterThan(0);
    }
    await shot(form.toLowerCase().replaceAll(' ', '-'));
    await page.getByRole('link', { name: '‹ Back to dashboard' }).click();
  });

  it('downloads the title plan from the vault', async () => {
    const { page, shot } = journey;
    await onDashboard();
    const vault = page.getByRole('region', { name: 'Document vault' });
    await vault.getByText('Title plan', { exact: true }).scrollIntoViewIfNeeded();
    await shot('vault');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      vault.getByRole('button', { name: 'Download Title plan' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Title plan.pdf');
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
