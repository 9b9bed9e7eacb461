import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../server/store/api-clients.ts';
import { insertWebhookSubscription } from '../../../server/store/webhooks.ts';
import { startTestApp, type TestApp } from '../../fixtures/test-app.ts';
import { axeBlockers, CHECKED_WIDTHS } from '../axe.ts';
import { launchChromium } from '../chromium.ts';
import { openInApp } from '../in-app-navigation.ts';
import { anyHeading, ROLE_SCREENS, type RoleEmail } from '../role-screens.ts';
import { signedInContext } from '../session.ts';
import { screenSettled } from '../settle.ts';

/**
 * axe on every screen of one signed-in role (tests/e2e/role-screens.ts lists them; a web test
 * checks the list against the route table), at 375 and 1280 px, with the demo data on the page:
 * the administrator's lists are checked in tests/e2e/admin-screens-a11y.test.ts, the sign-in and
 * terms under every theme, and the agent's property screens under the partners' themes, in
 * tests/e2e/accessibility.test.ts (under the product's theme this check is theirs). One file per role, each on its own
 * app: the roles are checked side by side, not one after another in a single file that outlasted
 * the rest of the browser layer.
 */
export type RoleCheck = { app: () => TestApp; browser: () => Browser };

export function everyScreenOf(email: RoleEmail): RoleCheck {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
    browser = await launchChromium();
    await addApiClientWithWebhook(app);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The first property on the role's list: its dashboard and forms are the ones checked. */
  async function firstPropertyId(page: Page): Promise<string> {
    await page.goto(`${app.publicUrl}/properties`);
    const href = await page.locator('a.property-card').first().getAttribute('href');
    return href!.split('/').pop()!;
  }

  const screens = ROLE_SCREENS[email];
  describe(`every screen of ${email}`, () => {
    it('has no serious, critical or unexplained moderate axe finding at 375 and 1280 px', {
      timeout: 600_000,
    }, async () => {
      const { context, page } = await signedInContext(browser, app.publicUrl, email, CHECKED_WIDTHS[0]);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const id = await firstPropertyId(page);
      const found: Record<string, string[]> = {};
      for (const screen of screens) {
        const path = screen.path.replace('{id}', id);
        const ready = () => (screen.ready ?? anyHeading)(page);
        // Each screen is opened once, as a link in the app opens it, and checked at both widths: the layout follows the width by itself.
        await page.setViewportSize(CHECKED_WIDTHS[0]);
        await openInApp(page, `${app.publicUrl}${path}`);
        if (screen.open) {
          await screenSettled(page, () => page.getByRole('main').waitFor());
          await screen.open(page);
        }
        // A complete form opens its sign prompt by itself; it is checked with the form behind it.
        await screenSettled(page, ready);
        if (screen.checkedElsewhere) await takeOut(page, screen.checkedElsewhere);
        for (const size of CHECKED_WIDTHS) {
          await page.setViewportSize(size);
          await screenSettled(page, ready);
          found[`${screen.path} at ${size.width} px`] = await axeBlockers(page);
        }
      }
      await context.close();
      expect(found).toEqual(
        Object.fromEntries(
          screens.flatMap((screen) => CHECKED_WIDTHS.map((size) => [`${screen.path} at ${size.width} px`, []])),
        ),
      );
    });
  });
  return { app: () => app, browser: () => browser };
}

/**
 * Removes what another check holds to the rules (RoleScreen.checkedElsewhere) from the settled page
 * (nothing when the role is not shown it): axe's time follows the size of the whole page, whatever
 * it is told to exclude. The app's router leaves the screen next, replacing its elements whole.
 */
async function takeOut(page: Page, selector: string): Promise<void> {
  await page.evaluate((css) => {
    for (const element of document.querySelectorAll(css)) element.remove();
  }, selector);
}

/** An API client of Cotswold Homes with one webhook receiver, so the API clients screen shows its webhooks panel filled. */
async function addApiClientWithWebhook(app: TestApp): Promise<void> {
  const db = app.database!.db;
  const created = await createApiClient(db, { name: 'Cotswold CRM', organisationId: 6, createdBy: 'demo-admin' });
  await insertWebhookSubscription(db, {
    clientId: created!.client.clientId,
    url: 'https://crm.example.com/hooks/moveready',
    events: ['property.created', 'form.signed'],
    createdBy: 'demo-admin',
  });
}
