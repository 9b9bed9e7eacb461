import { matchPath } from 'react-router-dom';
import { wasSignedIn } from '../auth/signInMarker.ts';
import type { AppRoute } from './appRoute.ts';

/**
 * A page opened from a link (a form's address in a mail, a reload) by a browser that was signed in:
 * its code starts loading as the app starts, beside the sign-in's restore, instead of after it (the
 * guard asks again once signed in, and gets the same modules). A visitor who never signed in fetches
 * nothing here: the sign-in page is where they go.
 */
export function preloadPage(routes: readonly AppRoute[], pathname: string): void {
  if (!wasSignedIn()) return;
  const route = routes.find((candidate) => !candidate.public && matchPath(candidate.path, pathname));
  if (!route?.preload) return;
  void route.preload().catch(() => undefined);
}
