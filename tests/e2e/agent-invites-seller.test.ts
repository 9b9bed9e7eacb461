import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A property of the demo agent's agency with no seller yet, so the test fills its four places itself. */
async function propertyWithoutSellers() {
  return app
    .database!.db.selectFrom('properties as p')
    .innerJoin('organisations as o', 'o.id', 'p.agency_id')
    .select(['p.id', 'p.name'])
    .where('o.name', '=', 'Cotswold Homes')
    .where('p.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('property_sellers as ps').select(sql`1`.as('one')).whereRef('ps.property_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

async function inviteThroughScreen(page: Page, email: string) {
  await page.getByLabel("Seller's email address").fill(email);
  await page.getByRole('button', { name: 'Send invite', exact: true }).click();
  await page.getByText(`An invitation is on its way to ${email}.`).waitFor();
}

describe('an agent invites a seller in a real browser', () => {
  it('the invitation reaches the demo mailbox; the seller signs up, confirms the email and finds the property; a fifth seller is refused', async () => {
    const property = await propertyWithoutSellers();
    const agentContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const agent = await agentContext.newPage();
    await signIn(agent, app.publicUrl, 'agent@example.com');
    await agent.goto(`${app.publicUrl}/properties/${property.id}/invite-seller`);
    await agent.getByRole('heading', { name: 'Invite seller' }).waitFor();
    expect(await agent.getByText('A property can have at most 4 sellers. This property has 0 of 4.').count()).toBe(1);
    await inviteThroughScreen(agent, 'casey.new@example.com');
    await agent.getByText('This property has 1 of 4.', { exact: false }).waitFor();
    // On a phone the sellers are cards; the invitation is listed at once.
    await agent.getByText('casey.new@example.com', { exact: true }).first().waitFor();

    // The invited seller, in another browser: the mail, the invitation page, sign-up, confirmation, log-in.
    const sellerContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const seller = await sellerContext.newPage();
    await seller.goto(`${app.publicUrl}/dev/mailbox?to=casey.new@example.com`);
    await seller.getByRole('heading', { name: `You are invited to ${property.name} on Move Ready` }).waitFor();
    await seller.locator('a[href*="/invitation/"]').first().click();
    await seller.getByRole('heading', { name: 'You have been invited' }).waitFor();
    await seller.getByRole('button', { name: 'Sign up' }).click();
    await seller.waitForURL('**/oidc/interaction/**');
    await seller.getByLabel('Full name').fill('Casey New');
    await seller.getByLabel('Email').fill('casey.new@example.com');
    await seller.getByLabel('Password (at least 8 characters)').fill('casey password 1');
    await seller.getByRole('button', { name: 'Sign up' }).click();
    await seller.getByRole('heading', { name: 'Check your email' }).waitFor();

    await seller.goto(`${app.publicUrl}/dev/mailbox?to=casey.new@example.com`);
    await seller.locator('a[href*="/oidc/verify-email?token="]').first().click();
    await seller.getByRole('button', { name: 'Confirm my email address' }).click();
    await seller.getByRole('link', { name: 'Go to log in' }).click();
    await seller.waitForURL('**/auth');
    await seller.getByRole('button', { name: 'Log in' }).click();
    await seller.waitForURL('**/oidc/interaction/**');
    await seller.getByLabel('Email').fill('casey.new@example.com');
    await seller.getByLabel('Password', { exact: true }).fill('casey password 1');
    await seller.getByRole('button', { name: 'Log in', exact: true }).click();
    await seller.waitForURL(`**/properties/${property.id}`);
    // A new account meets the terms before the property (spec 01 §2).
    await seller.getByRole('dialog', { name: 'Terms and Conditions' }).getByRole('button', { name: 'Accept' }).click();
    await seller.getByRole('heading', { name: property.name }).waitFor();
    await seller.goto(`${app.publicUrl}/properties`);
    await seller.getByText(property.name.trim(), { exact: false }).first().waitFor();

    // The agent's list now shows Casey as signed up; three more fill the property.
    await agent.reload();
    await agent.getByRole('heading', { name: 'Invite seller' }).waitFor();
    await agent.getByText('This property has 1 of 4.', { exact: false }).waitFor();
    for (const [index, email] of ['second@example.com', 'third@example.com', 'fourth@example.com'].entries()) {
      if (index > 0) await agent.getByRole('button', { name: 'Invite another seller' }).click();
      await inviteThroughScreen(agent, email);
    }
    await agent.reload();
    await agent
      .getByText('This property already has 4 sellers, the most it can have. No more sellers can be added.')
      .waitFor();
    expect(await agent.getByRole('button', { name: 'Send invite', exact: true }).count()).toBe(0);

    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(app.database!.db, {
      sub: 'demo-agent',
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 600,
    });
    const fifth = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token,
      body: { email: 'fifth@example.com' },
    });
    expect(fifth.status).toBe(409);

    await agentContext.close();
    await sellerContext.close();
  });
});
