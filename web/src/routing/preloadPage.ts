import { matchPath } from 'react-router-dom';
import { wasSignedIn } from '../auth/signInMarker.ts';
import type { AppRoute } from './appRoute.ts';

/**
 * A page opened from a link (a form's address in a mail, a reload) by a browser that was signed in:
 * its code starts loading as soon as the sign-in's own code is in, while the sign-in is restored,
 * instead of after it (the guard asks again once signed in, and gets the same modules). Not before
 * the sign-in's code: queued ahead of it, the page's few dozen files would hold back the restore
 * that every request waits for. A visitor who never signed in fetches nothing here.
 */
export function preloadPage(routes: readonly AppRoute[], pathname: string, signInCode: () => Promise<unknown>): void {
  if (!wasSignedIn()) return;
  const preload = routes.find((candidate) => !candidate.public && matchPath(candidate.path, pathname))?.preload;
  if (!preload) return;
  void signInCode()
    .then(() => preload())
    .catch(() => undefined);
}
