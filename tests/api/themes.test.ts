import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, STAGING_THEMES, THEMES, type Theme } from '../../domain/themes.ts';
import { callApi } from '../fixtures/http.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { startInteraction, submit } from '../fixtures/provider-pages.ts';
import { startSmtpServer } from '../fixtures/smtp.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    PARTS: 'rest,gateway,oidc,web',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Mail robot <no-reply@moveready.example>',
    JOB_POLL_MS: '50',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Where a theme's app runs on this machine (domain/theme-hosts.json lists `<key>.localhost`; the default theme is plain localhost). */
const localOrigin = (theme: Theme) =>
  theme.key === 'hop' ? app.publicUrl : `http://${theme.key}.localhost:${app.port}`;
const audienceOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).aud as string;

describe('a token per theme client', () => {
  it.each([...THEMES, ...STAGING_THEMES].map((theme) => [theme.clientId, theme] as const))(
    '%s: the provider issues it and the API accepts it',
    async (clientId, theme) => {
      // Staging clients return to the development origins here (their own hosts are https staging hosts).
      const redirectOrigin = theme.variant === 'live' ? localOrigin(theme) : app.publicUrl;
      const { idToken } = await loginAs(app.publicUrl, 'demo-agent', { clientId, redirectOrigin });
      expect(audienceOf(idToken)).toBe(clientId);
      const response = await callApi(app.url, 'GET', '/properties', { token: idToken });
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe('agent@example.com');
    },
  );

  it("refuses to send a theme's sign-in back to another theme's host", async () => {
    await expect(
      loginAs(app.publicUrl, 'demo-agent', {
        clientId: 'wiggywam-web',
        redirectOrigin: `http://canopy.localhost:${app.port}`,
      }),
    ).rejects.toThrow(/authorize did not redirect: 400/);
  });

  it('refuses a token whose audience is no configured client', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(app.database!.db, {
      sub: 'demo-agent',
      iss: `${app.publicUrl}/oidc`,
      aud: 'stranger-web',
      iat: now,
      exp: now + 600,
    });
    expect((await callApi(app.url, 'GET', '/properties', { token })).status).toBe(401);
  });
});

describe('the page each host is served', () => {
  // fetch() will not send another Host than the URL's, and *.localhost need not resolve here.
  const page = (host: string, path = '/auth', cookie?: string) =>
    new Promise<{ html: string; setCookie: string | undefined }>((resolve, reject) => {
      const request = httpRequest(
        `${app.url}${path}`,
        { headers: { host, ...(cookie ? { cookie } : {}) } },
        (response) => {
          let html = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (html += chunk));
          response.on('end', () => resolve({ html, setCookie: response.headers['set-cookie']?.[0] }));
        },
      );
      request.on('error', reject);
      request.end();
    });

  it.each(THEMES.map((theme) => [theme.key, theme] as const))(
    '%s: title, favicon, colour and theme come from the host',
    async (_key, theme) => {
      const { html } = await page(new URL(localOrigin(theme)).host);
      expect(html).toContain(`<title>${theme.appName}</title>`);
      expect(html).toContain(`href="${theme.faviconPath}"`);
      expect(html).toContain(`<meta name="theme-color" content="${theme.brandHex}"`);
      expect(
        JSON.parse(html.match(/<script type="application\/json" id="page-theme">([^<]*)<\/script>/)![1]),
      ).toMatchObject({ key: theme.key, clientId: theme.clientId });
    },
  );

  it('white-label: the product name appears nowhere on the page', async () => {
    const { html } = await page(`knightfrank.localhost:${app.port}`);
    expect(html).toContain('<title>Knight Frank</title>');
    expect(html).not.toContain(PRODUCT_NAME);
  });

  it('takes ?theme= outside production and keeps it for the visit', async () => {
    const first = await page(`localhost:${app.port}`, '/auth?theme=canopy');
    expect(first.html).toContain('<title>Canopy</title>');
    const cookie = first.setCookie!.split(';')[0];
    expect((await page(`localhost:${app.port}`, '/properties', cookie)).html).toContain('<title>Canopy</title>');
    const cleared = await page(`localhost:${app.port}`, '/auth?theme=', cookie);
    expect(cleared.html).toContain(`<title>${PRODUCT_NAME}</title>`);
  });

  it('serves every theme its logo', async () => {
    for (const theme of THEMES) {
      const response = await fetch(`${app.url}${theme.logoPath}`);
      expect(response.status).toBe(200);
      // Mail readers show it from their own origin.
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(await response.text()).toContain(theme.brandHex);
    }
  });
});

/** The body of a raw mail with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail in the theme of the sign-in it came from', () => {
  it.each(THEMES.map((theme) => [theme.key, theme] as const))(
    '%s: a verification mail with its name, sender, colour and logo',
    async (key, theme) => {
      const email = `new-${key}@example.com`;
      const origin = localOrigin(theme);
      const interaction = await startInteraction(app.publicUrl, {
        client_id: theme.clientId,
        redirect_uri: `${origin}/auth/callback`,
        screen: 'signup',
      });
      const answer = await submit(
        app.publicUrl,
        `${interaction.location}/signup`,
        { name: `New ${key}`, email, password: 'a good password' },
        { cookies: interaction.cookies },
      );
      expect(answer.status).toBe(200);
      await expect.poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 10_000 }).toBe(true);
      const mail = decoded(smtp.received.find((received) => received.to.includes(email))!.raw);
      expect(mail).toMatch(new RegExp(`^From: "?${theme.appName}"? <no-reply@moveready\\.example>`, 'm'));
      expect(mail).toContain(`Subject: Confirm your email address for ${theme.appName}`);
      expect(mail).toContain(`background:${theme.brandHex}`);
      expect(mail).toContain(`${origin}/favicons/${key}.svg`);
      if (theme.whiteLabel) expect(mail).not.toContain(PRODUCT_NAME);
      else if (key === 'canopy' || key === 'wiggywam') expect(mail).toContain(`with ${PRODUCT_NAME}`);
    },
  );
});
