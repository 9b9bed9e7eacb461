/**
 * The deep link a signed-out visitor asked for, kept in this tab (sessionStorage, per host) while
 * they sign in, so the sign-in ends where they were going rather than on the properties screen.
 */
const KEY = 'moveready.returnTo';

/** Only a path of this app: never another site (`//evil.example`, `https:…`) or the sign-in pages themselves. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/auth')) return null;
  return value.length <= 2000 ? value : null;
}

export function rememberReturnTo(path: string): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) window.sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage off: the sign-in simply ends on the properties screen.
  }
}

/** The remembered deep link, forgotten as it is read. */
export function takeReturnTo(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}
