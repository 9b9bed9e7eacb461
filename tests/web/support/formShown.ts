import { screen } from '@testing-library/react';

/**
 * The form itself on its page, or null: its name shows before the form arrives
 * (docs/decisions/0751-form-heading-before-its-code.md), its progress bar comes with the form.
 */
export function formShown(name: string): HTMLElement | null {
  const heading = screen.queryByRole('heading', { level: 1, name });
  return heading && screen.queryAllByRole('progressbar').length > 0 ? heading : null;
}
