import type { Page } from 'playwright-core';

/**
 * Waits for a form's page to show the form itself. The form's name shows first, before the form
 * arrives (docs/decisions/0751-form-heading-before-its-code.md); the progress bar comes with the
 * form, its sections and their questions.
 */
export async function formShown(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).first().waitFor();
  // By selector, not by role: a complete form opens its sign prompt, a modal that takes the page
  // behind it out of the accessibility tree. Attached, not visible: at 0 % the bar has no width.
  await page.locator('main [role="progressbar"]').first().waitFor({ state: 'attached' });
}
