const KEY = 'auth.notice';

/**
 * A message for the auth screen that must survive leaving the app (the provider's logout page comes
 * back to /auth), e.g. why declining the terms logged the user out. Kept in this tab only.
 */
export function leaveAuthNotice(message: string): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage can be unavailable (private mode); the user is still logged out, just without the note.
  }
}

export function readAuthNotice(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearAuthNotice(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
