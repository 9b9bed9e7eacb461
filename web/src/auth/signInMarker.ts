import { localFlag } from '../storage/localFlag.ts';

/**
 * Whether this browser signed in on this host and has not signed out since: a flag, never a token.
 * Tokens live in the page's memory only, so a reload (or a new tab) starts with none; the flag says
 * whether asking the identity provider's session for one is worth it, so a signed-out visitor goes
 * to the sign-in page without a detour through the provider. It is shared by the host's tabs. With
 * storage off a reload shows the sign-in page, and Log in passes through the provider's session.
 */
const signedIn = localFlag('moveready.signedIn');

export const markSignedIn = (): void => signedIn.set(true);
export const clearSignedIn = (): void => signedIn.set(false);
export const wasSignedIn = (): boolean => signedIn.get();
