import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

/**
 * The README's "Querying the API as an integrator", end to end: an administrator creates a client
 * in the admin panel and copies its id and secret; the integrator obtains a token with the
 * client-credentials grant and queries the gateway; revoking the client refuses its token.
 */
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

/** Creates a client for an organisation through the admin panel, returning what the screen shows once. */
async function createInPanel(page: Page, name: string, organisation: string) {
  await page.goto(`${app.publicUrl}/admin`);
  await page.getByRole('link', { name: 'API clients' }).click();
  await page.getByRole('heading', { level: 1, name: 'API clients' }).waitFor();
  const form = page.getByRole('region', { name: 'Create an API client' });
  await form.getByRole('textbox', { name: 'Client name' }).fill(name);
  await form.getByRole('combobox', { name: 'Organisation' }).click();
  await page.getByRole('option', { name: new RegExp(`^${organisation}`) }).click();
  await form.getByRole('button', { name: 'Create client' }).click();
  await page.getByText(MESSAGES.apiClientSecretOnce).waitFor();
  const clientId = (await page.getByLabel('Client id', { exact: true }).textContent())!.trim();
  const secret = (await page.getByLabel('Client secret', { exact: true }).textContent())!.trim();
  return { clientId, secret };
}

async function token(clientId: string, secret: string) {
  const response = await fetch(`${app.publicUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return { status: response.status, body: (await response.json()) as { access_token?: string; error?: string } };
}

async function properties(accessToken: string) {
  const response = await fetch(`${app.publicUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ properties(page:1,pageSize:5){ nodes { id name } } }' }),
  });
  return (await response.json()) as {
    data?: { properties: { nodes: { id: string; name: string }[] } };
    errors?: { message: string }[];
  };
}

describe('an integrator’s API client', () => {
  it('is created in the admin panel, gets a token with client credentials, queries the gateway, and stops working once revoked', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, app.publicUrl, 'admin@example.com');
    const { clientId, secret } = await createInPanel(page, 'Cotswold feed', 'Cotswold Homes');
    expect(clientId).toMatch(/^mr_/);

    const granted = await token(clientId, secret);
    expect(granted.status).toBe(200);
    const answer = await properties(granted.body.access_token!);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.properties.nodes.length).toBeGreaterThan(0);

    // The secret is gone once the administrator closes the notice.
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText(secret).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Revoke Cotswold feed' }).click();
    await page.getByRole('dialog', { name: 'Revoke Cotswold feed' }).getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('row', { name: /Cotswold feed/ })
      .getByText(/^Revoked/)
      .waitFor();
    expect((await properties(granted.body.access_token!)).errors?.[0]?.message).toBe(MESSAGES.apiClientRevoked);
    expect((await token(clientId, secret)).body.error).toBe('invalid_client');
    await context.close();
  });
});
