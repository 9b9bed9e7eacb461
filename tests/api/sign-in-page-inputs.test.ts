import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_MESSAGES } from '../../server/services/identity/messages.ts';
import { alertText, startInteraction } from '../fixtures/provider-pages.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * The sign-in pages take form fields a browser sends; anything else a client may send them (a
 * field given twice, a JSON object where text belongs, a body that is no form at all, an unknown
 * interaction) is refused with 400 and a page that says so, before anything is looked up or counted;
 * never a 500, and never read as a wrong password.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

type Sent = { body?: string; type?: string; cookies?: string; method?: string };

async function send(path: string, { body, type, cookies, method = 'POST' }: Sent = {}) {
  const headers: Record<string, string> = {};
  if (type) headers['content-type'] = type;
  if (cookies) headers.cookie = cookies;
  const response = await fetch(new URL(path, app.publicUrl), { method, redirect: 'manual', headers, body });
  return { status: response.status, text: await response.text(), location: response.headers.get('location') };
}

const form = 'application/x-www-form-urlencoded';
const json = 'application/json';

describe('the sign-in pages refuse malformed input', () => {
  it.each([
    ['login', 'email=a%40example.com&email=b%40example.com&password=long+enough+one', form],
    ['login', '{"email":{"$ne":""},"password":"long enough one"}', json],
    ['login', '["a@example.com","long enough one"]', json],
    ['login', `email=${'a'.repeat(400)}%40example.com&password=long+enough+one`, form],
    ['signup', 'name=Robin&name=Robin&email=r%40example.com&password=long+enough+one', form],
    ['signup', '{"name":["Robin"],"email":"r@example.com","password":"long enough one"}', json],
    ['forgot', '{"email":1}', json],
    ['resend', 'email=a%40example.com&email=b%40example.com', form],
    ['demo', 'account=demo-agent&account=demo-admin', form],
    ['forgot', 'email=a%00b%40example.com', form],
    ['login', 'email=a%40example.com&password=long+enough+one&role=100', form],
  ])('POST …/%s with %s', async (page, body, type) => {
    const interaction = await startInteraction(app.publicUrl);
    const answer = await send(`${interaction.location}/${page}`, { body, type, cookies: interaction.cookies });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
    expect(alertText(answer.text)).toBe(IDENTITY_MESSAGES.formUnreadable);
  });

  it.each([
    ['GET', '/oidc/verify-email?token=a&token=b'],
    ['GET', `/oidc/reset-password?token=${'x'.repeat(300)}`],
  ])('%s %s', async (method, path) => {
    const answer = await send(path, { method });
    expect(answer.status).toBe(400);
    expect(alertText(answer.text)).toBe(IDENTITY_MESSAGES.formUnreadable);
  });

  it.each([
    ['/oidc/verify-email', '{"token":{"a":1}}', json],
    ['/oidc/reset-password', 'token=abc&password=long+enough+one&password=another+long+one', form],
    ['/oidc/reset-password', '"token"', json],
  ])('POST %s with %s', async (path, body, type) => {
    const answer = await send(path, { body, type });
    expect(answer.status).toBe(400);
    expect(alertText(answer.text)).toBe(IDENTITY_MESSAGES.formUnreadable);
  });

  it.each([
    ['GET', '/oidc/interaction/not-an-interaction'],
    ['POST', '/oidc/interaction/not-an-interaction/login'],
  ])('%s %s: an interaction that does not exist is a 400 that says so, not a 500', async (method, path) => {
    const answer = await send(
      path,
      method === 'POST' ? { body: 'email=a%40example.com&password=x', type: form } : { method },
    );
    expect(answer.status).toBe(400);
    expect(alertText(answer.text)).toBe(IDENTITY_MESSAGES.interactionExpired);
  });

  it('an interaction id that cannot be one is refused before the provider is asked', async () => {
    const answer = await send(`/oidc/interaction/${'u'.repeat(300)}/forgot`, { method: 'GET' });
    expect(answer.status).toBe(400);
    expect(alertText(answer.text)).toBe(IDENTITY_MESSAGES.formUnreadable);
  });

  it('well-formed input still signs in', async () => {
    const interaction = await startInteraction(app.publicUrl);
    const answer = await send(`${interaction.location}/demo`, {
      body: 'account=demo-agent',
      type: form,
      cookies: interaction.cookies,
    });
    expect(answer.status).toBe(303);
  });
});
