import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Past the sign-in: neither the provider, the sign-in screen, its callback nor accepting invitations. */
const signedIn = (url: URL) => !/^\/(oidc|auth|invitation-accept)(\/|$)/.test(url.pathname);

/**
 * Signs in through the real provider page by choosing the demo account with this email, and
 * returns on the properties screen (or the page a signed-out visitor was going to). With
 * `acceptTerms`, accepts the terms when the modal asks.
 */
export async function signIn(page: Page, baseUrl: string, email: string, { acceptTerms = true } = {}): Promise<void> {
  watchTokens(page);
  await page.goto(`${baseUrl}/auth`);
  const logIn = page.getByRole('button', { name: 'Log in' });
  // A browser still signed in (the provider's session restores it) goes straight on from /auth: nothing to do then.
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
  // The modal opens only for a user who has not accepted the terms (on the properties screen, or in
  // front of whatever page the sign-in led to): ask the API instead of waiting to see whether it comes.
  if (await viewerAcceptedTerms(page)) return;
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  // A press during the modal's opening transition can be lost, as a person's would be: press again
  // while the dialog is still open.
  await terms.getByRole('button', { name: 'Accept' }).click();
  const deadline = Date.now() + 30_000;
  while (
    !(await terms.waitFor({ state: 'hidden', timeout: 3_000 }).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('The terms dialog stayed open after Accept was pressed');
    await terms
      .getByRole('button', { name: 'Accept' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/** Whether the signed-in user of this page has accepted the terms, asked of the gateway with the page's own token. */
async function viewerAcceptedTerms(page: Page): Promise<boolean> {
  const token = await sentToken(page);
  return page.evaluate(async (idToken) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', AuthorizationJWT: idToken },
      body: JSON.stringify({ query: '{ viewer { acceptedTerms } }' }),
    });
    const body = (await response.json()) as { data?: { viewer: { acceptedTerms: boolean } } };
    if (!body.data) throw new Error(`viewer query failed: ${JSON.stringify(body)}`);
    return body.data.viewer.acceptedTerms;
  }, token);
}

/** The last ID token each watched page sent to the server: the app keeps it in memory only, so it is read off the wire. */
const lastTokens = new WeakMap<Page, string>();

/** Notes the ID token of every request the page sends (from before it signs in). */
export function watchTokens(page: Page): void {
  if (lastTokens.has(page)) return;
  lastTokens.set(page, '');
  page.on('request', (request) => {
    const token = request.headers().authorizationjwt;
    if (token) lastTokens.set(page, token);
  });
}

/** The ID token the signed-in page last sent (waiting for its first request if need be). */
export async function sentToken(page: Page, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const token = lastTokens.get(page);
    if (token) return token;
    if (!lastTokens.has(page))
      throw new Error('the page was not watched: call watchTokens (signIn does) before it signs in');
    if (Date.now() > deadline) throw new Error('signed in, but the page sent no ID token');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The keys of the page's localStorage and sessionStorage whose value holds any of these strings (tokens must be in none). */
export async function storageHolding(page: Page, secrets: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const found: string[] = [];
    for (const [name, storage] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)!;
        const value = storage.getItem(key) ?? '';
        if (wanted.some((secret) => secret && (value.includes(secret) || key.includes(secret))))
          found.push(`${name}:${key}`);
      }
    }
    return found;
  }, secrets);
}

/**
 * Sign-in states already made through the real flow, by app and email: a later context for the same
 * account starts from the saved cookies and storage (Playwright's storageState) instead of signing
 * in again. Tests about signing in call signIn on a fresh context and still go through the flow.
 */
const savedSignIns = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** A new browser context signed in as the demo account with this email. */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  email: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${baseUrl} ${email}`;
  const saved = savedSignIns.get(key);
  const context = await browser.newContext({ viewport, ...(saved ? { storageState: saved } : {}) });
  const page = await context.newPage();
  // With a saved state, signIn finds the page signed in and goes straight on from /auth (or signs
  // in for real should the saved sign-in no longer hold).
  await signIn(page, baseUrl, email);
  if (!saved) savedSignIns.set(key, await context.storageState());
  return { context, page };
}

/** Whether the page is wider than the window (a horizontal scroll bar). */
export async function pageOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
}
