import { matchPath } from 'react-router-dom';
import { wasSignedIn } from '../auth/signInMarker.ts';
import type { AppRoute } from './appRoute.ts';

/**
 * A page opened from a link (a form's address in a mail, a reload) by a browser that was signed in:
 * its code starts loading as soon as the sign-in's own code is in, while the sign-in is restored,
 * instead of after it (the guard asks again once signed in, and gets the same modules). Not before
 * the sign-in's code: queued ahead of it, the page's few dozen files would hold back the restore
 * that every request waits for. Nor before the page's first paint (a heading-first page's heading,
 * docs/decisions/0751-form-heading-before-its-code.md): what shows first gets the link to itself.
 * A visitor who never signed in fetches nothing here.
 */
export function preloadPage(routes: readonly AppRoute[], pathname: string, signInCode: () => Promise<unknown>): void {
  if (!wasSignedIn()) return;
  const route = routes.find((candidate) => !candidate.public && matchPath(candidate.path, pathname));
  // A screen in a chunk of its own (a dashboard: a few dozen files) is worth the same head start.
  const preload = route?.preload ?? route?.load;
  if (!preload) return;
  void Promise.all([signInCode(), firstPaint()])
    .then(() => preload())
    .catch(() => undefined);
}

/**
 * Resolves once the page has painted content, or after `latestMs` (a tab in the background paints
 * nothing); at once where the browser does not report paints.
 */
function firstPaint(latestMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      performance.getEntriesByName('first-contentful-paint').length > 0
    )
      return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, latestMs);
  });
}
