import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Past the sign-in: neither the provider, the sign-in screen, its callback nor accepting invitations. */
const signedIn = (url: URL) => !/^\/(oidc|auth|invitation-accept)(\/|$)/.test(url.pathname);

/**
 * Signs in through the real provider page by choosing the demo account with this email, and
 * returns on the properties screen (or the page a signed-out visitor was going to). With
 * `acceptTerms`, accepts the terms when the modal asks.
 */
export async function signIn(page: Page, baseUrl: string, email: string, { acceptTerms = true } = {}): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  const logIn = page.getByRole('button', { name: 'Log in' });
  // A page that still holds a sign-in goes straight on from /auth: nothing to do then.
  // The race's loser is left to time out on its own; its rejection is not an error.
  const waits = [logIn.waitFor(), page.waitForURL(signedIn)];
  for (const wait of waits) wait.catch(() => undefined);
  await Promise.race(waits);
  if (signedIn(new URL(page.url()))) return;
  await logIn.click();
  // With the provider's session still alive (after the app alone signed out), Log in goes straight through.
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction') || signedIn(url));
  if (new URL(page.url()).pathname.startsWith('/oidc/interaction')) {
    await page.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
    await page.waitForURL(signedIn);
  }
  if (!acceptTerms) return;
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  try {
    await terms.waitFor({ state: 'visible', timeout: 3000 });
  } catch {
    return; // Already accepted.
  }
  await terms.getByRole('button', { name: 'Accept' }).click();
  await terms.waitFor({ state: 'hidden' });
}

/** A new browser context signed in as the demo account with this email. */
export async function signedInContext(browser: Browser, baseUrl: string, email: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, baseUrl, email);
  return { context, page };
}

/** The stored sign-in (oidc-client-ts's localStorage entries) of a signed-in page. */
export async function storedSignIn(page: Page): Promise<Array<[string, string]>> {
  return page.evaluate(() => Object.entries(window.localStorage).filter(([key]) => key.startsWith('oidc.user:')));
}

/** Whether the page is wider than the window (a horizontal scroll bar). */
export async function pageOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}
