import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

/**
 * An administrator disables a user from the user details screen: the user's open browser loses
 * its sign-in (a reload lands on the sign-in page) and signing in again is refused with a message.
 */
let app: TestApp;
let browser: Browser;
const EMAIL = 'dora.disabled@example.com';

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
  const db = app.database!.db;
  await db
    .insertInto('identity_accounts')
    .values({ id: 'dora-disabled', email: EMAIL, name: 'Dora Disabled', demo: true, email_verified: true })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: 'dora-disabled',
      email: EMAIL,
      display_name: 'Dora Disabled',
      role: ROLE.homeMover,
      organisation_id: null,
      accepted_tcs: true,
    })
    .execute();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('an administrator disables a user in the product', () => {
  it('ends the user’s open sign-in and refuses the next one with a message', async () => {
    const viewport = { width: 1280, height: 900 };
    const userContext = await browser.newContext({ viewport });
    const userPage = await userContext.newPage();
    await signIn(userPage, app.publicUrl, EMAIL);
    expect(new URL(userPage.url()).pathname).toBe('/properties');

    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    await signIn(admin, app.publicUrl, 'admin@example.com');
    await admin.goto(`${app.publicUrl}/admin/user/dora-disabled`);
    const account = admin.getByRole('region', { name: 'Account' });
    await account.getByText('This user can sign in.').waitFor();
    await account.getByRole('button', { name: 'Disable user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Disable Dora Disabled' });
    await dialog.getByRole('button', { name: 'Disable user' }).click();
    await admin.getByText('User disabled: they are signed out and cannot sign in.').waitFor();
    await account.getByText('This account is disabled: the user cannot sign in.').waitFor();
    const disabledBy = Date.now();

    // The user's browser: its provider session is gone, so a reload is signed out.
    await userPage.reload();
    await userPage.waitForURL((url) => url.pathname === '/auth');
    await userPage.getByRole('button', { name: 'Log in' }).click();
    await userPage.waitForURL((url) => url.pathname.startsWith('/oidc/interaction'));
    await userPage.getByRole('button', { name: /dora\.disabled@example\.com/ }).click();
    await userPage.getByText('This account has been disabled. Please contact your administrator.').waitFor();

    // Enabled again, the user signs in.
    await account.getByRole('button', { name: 'Enable user' }).click();
    await account.getByText('This user can sign in.').waitFor();
    // Disabling refuses every token issued up to the second it happened, that second included
    // (server/auth/session-revocations.ts: `iat` has no finer grain): a person cannot be disabled,
    // enabled and signed in again within it, this test can, so its sign-in waits for the next second.
    await userPage.waitForTimeout(Math.max(0, (Math.floor(disabledBy / 1000) + 1) * 1000 - Date.now()));
    await signIn(userPage, app.publicUrl, EMAIL);
    expect(new URL(userPage.url()).pathname).toBe('/properties');
    await userContext.close();
    await adminContext.close();
  });
});
