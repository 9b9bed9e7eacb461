import type { Page } from 'playwright-core';

/**
 * Opens a path of the app already loaded in the page the way a link inside it does: the router
 * changes screen without the browser loading the app, restoring the sign-in and parsing the
 * bundles again. A test that checks many screens pays for one load instead of one per screen. It
 * returns once the new screen has fetched what it asks for (nothing in flight for half a second, as
 * Playwright's `networkidle` waits after a load). A page not yet on the app's origin is loaded as usual.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (!current || current.origin !== target.origin) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return;
  }
  await quietAfter(page, () =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, `${target.pathname}${target.search}`),
  );
}

/** Runs the action, then waits until no request it caused is in flight and none has started or ended for `quietMs`. */
async function quietAfter(page: Page, action: () => Promise<unknown>, quietMs = 500): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
