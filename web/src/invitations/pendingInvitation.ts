/**
 * The token of an invitation link opened before signing in. Kept in localStorage, not the tab's
 * session, because confirming a new account's email opens the product in another tab.
 */
const KEY = 'moveready.invitation';

export function rememberInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the invitation is still accepted by email at sign-in.
  }
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
