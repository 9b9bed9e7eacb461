/**
 * Whether this browser signed in on this host and has not signed out since: a flag, never a token.
 * Tokens live in the page's memory only, so a reload (or a new tab) starts with none; the flag says
 * whether asking the identity provider's session for one is worth it, so a signed-out visitor goes
 * to the sign-in page without a detour through the provider. It is shared by the host's tabs.
 */
const KEY = 'moveready.signedIn';

export function markSignedIn(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage off: a reload then shows the sign-in page, and Log in passes through the provider's session.
  }
}

export function clearSignedIn(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
