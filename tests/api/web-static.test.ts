import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string) => fetch(`${app.publicUrl}${path}`);

describe('serving the web app', () => {
  it.each(['/properties', '/properties/12/help', '/admin/user/jane.doe', '/terms'])(
    'a client route (%s) gets the app',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each([
    '/favicon.ico',
    '/foo.js',
    '/assets/nope.css',
    '/assets/index-000000.js',
    '/favicons/nobody.svg',
    '/deep/path/logo.png',
  ])('an unknown file (%s) answers 404, not the app', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('serves robots.txt as text, keeping crawlers out of signed-in pages', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /properties');
  });

  it('serves a favicon for every theme, and the page names the default one and describes itself', async () => {
    for (const key of ['hop', 'wiggywam', 'lawsociety', 'canopy', 'knightfrank']) {
      const response = await get(`/favicons/${key}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    const html = await (await get('/auth')).text();
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicons/hop.svg"');
    expect(html).toMatch(/<meta\s+name="description"\s+content="[^"]{50,}"/);
  });
});
