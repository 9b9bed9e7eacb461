import type { Theme } from '../../../domain/themes.ts';
import { alert, escapeHtml, page } from './pages.ts';

/** Pages opened from an emailed link: they stand alone, outside any sign-in in progress. */

export function renderConfirmEmailPage(theme: Theme, token: string): string {
  return page(
    'Confirm your email address',
    `<h1>Confirm your email address</h1><p>Confirm that this email address is yours to finish creating your account.</p>
<form method="post" action="/oidc/verify-email"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Confirm my email address</button></form>`,
    { theme },
  );
}

export function renderNewPasswordPage(theme: Theme, token: string, error?: string): string {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>${error ? alert('error', error) : ''}
<form method="post" action="/oidc/reset-password"><input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password (at least 8 characters)</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="8" maxlength="200">
<button type="submit">Save my new password</button></form>`,
    { theme },
  );
}

/** The outcome of a link, with the way on: to the app's start page, where Log in is. */
export function renderLinkOutcomePage(
  theme: Theme,
  input: { title: string; kind: 'error' | 'info'; message: string; continueTo: string },
): string {
  return page(
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>${alert(input.kind, input.message)}
<a class="button" href="${escapeHtml(input.continueTo)}">Go to log in</a>`,
    { theme },
  );
}
