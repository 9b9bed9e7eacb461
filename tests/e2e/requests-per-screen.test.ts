import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './session.ts';

/**
 * Issue 25: a full page load of any screen costs the viewer plus that screen's one query, and a
 * sign-in one mutation (the profile copy and the invitations together) before them. The browser's
 * own GraphQL requests are counted per screen, for every role.
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

type Operation = { name: string; kind: 'query' | 'mutation' };

/** The web app's operations by hash: it sends a hash, not the document, so the kind is read here. */
const MANIFEST = JSON.parse(
  readFileSync(new URL('../../server/gateway/generated/persisted-documents.json', import.meta.url), 'utf8'),
) as {
  operations: Array<{ id: string; type: string }>;
};
const KIND_BY_HASH = new Map(MANIFEST.operations.map((operation) => [operation.id, operation.type]));

/** Every GraphQL operation the page sends from now on, by name and kind. */
function recordOperations(page: Page): Operation[] {
  const seen: Operation[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    const body = request.postDataJSON() as {
      operationName?: string;
      query?: string;
      extensions?: { persistedQuery?: { sha256Hash?: string } };
    } | null;
    // A page's own checks (the test helpers' viewer probe) carry no operation name.
    if (!body?.operationName) return;
    const persisted = KIND_BY_HASH.get(body.extensions?.persistedQuery?.sha256Hash ?? '');
    const mutation = persisted ? persisted === 'mutation' : /^\s*mutation\b/.test(body.query ?? '');
    seen.push({ name: body.operationName, kind: mutation ? 'mutation' : 'query' });
  });
  return seen;
}

/** Waits until the screen has sent everything it sends on load. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

const ROLES = [
  { role: 'seller', email: 'mover@example.com', screens: ['/properties', 'dashboard'] },
  { role: 'agent', email: 'agent@example.com', screens: ['/properties', 'dashboard', '/admin', '/admin/properties'] },
  { role: 'solicitor', email: 'solicitor@example.com', screens: ['/properties', 'dashboard', '/admin'] },
  {
    role: 'brand admin',
    email: 'brand@example.com',
    screens: [
      '/properties',
      'dashboard',
      '/admin',
      '/admin/properties',
      '/admin/agencies',
      '/admin/agents',
      '/admin/movers',
    ],
  },
  {
    role: 'platform admin',
    email: 'admin@example.com',
    screens: [
      '/properties',
      'dashboard',
      '/admin',
      '/admin/properties',
      '/admin/brands',
      '/admin/agencies',
      '/admin/solicitors-firms',
      '/admin/api-clients',
      '/admin/reports/attributes',
    ],
  },
] as const;

/** What a screen showing who else is there sends as it opens and closes. */
const PRESENCE = new Set(['AnnouncePresence', 'LeavePresence']);

/** The queries of a load beyond the viewer; mutations are the user's (accepting the terms) and not counted. */
const screenQueries = (operations: Operation[]) =>
  operations.filter((operation) => operation.kind === 'query' && operation.name !== 'Viewer');

describe('GraphQL requests per screen in Chromium', () => {
  it.each(ROLES)(
    '$role: one sign-in mutation, then the viewer and one query for each screen',
    async ({ email, screens }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const report: Record<string, string[]> = {};
      try {
        const operations = recordOperations(page);
        await signIn(page, app.publicUrl, email);
        await settled(page);
        const signInMutations = operations.filter(
          (operation) => operation.kind === 'mutation' && operation.name !== 'AcceptTerms',
        );
        report['sign-in to /properties'] = operations.map((operation) => operation.name);
        expect.soft(signInMutations.map((operation) => operation.name)).toEqual(['CompleteSignIn']);
        // The viewer arrives with completeSignIn: the first screen costs its own query only.
        expect.soft(operations.filter((operation) => operation.name === 'Viewer')).toHaveLength(0);
        expect.soft(screenQueries(operations).length).toBeLessThanOrEqual(1);

        for (const screen of screens) {
          const path = screen === 'dashboard' ? await firstPropertyPath(page) : screen;
          operations.length = 0;
          await page.goto(`${app.publicUrl}${path}`);
          await settled(page);
          report[path] = operations.map((operation) => operation.name);
          expect
            .soft(
              operations.filter((operation) => operation.name === 'Viewer'),
              path,
            )
            .toHaveLength(1);
          expect.soft(screenQueries(operations), `${path}: ${report[path].join(', ')}`).toHaveLength(1);
          // Saying who has the property open (issue 40) is the screen's presence, not an action of the user's.
          expect
            .soft(
              operations.filter((operation) => operation.kind === 'mutation' && !PRESENCE.has(operation.name)),
              path,
            )
            .toEqual([]);
        }
      } finally {
        // The figures behind docs/performance.md: every operation of every load, in order.
        console.log(`requests per screen (${email}): ${JSON.stringify(report)}`);
        await context.close();
      }
    },
  );
});

/** The first property the list shows, as the path of its dashboard. */
async function firstPropertyPath(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== '/properties') {
    await page.goto(`${app.publicUrl}/properties`);
    await settled(page);
  }
  const hrefs = await page
    .locator('a[href^="/properties/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const path = hrefs.map((href) => href.match(/^\/properties\/\d+$/)?.[0]).find(Boolean);
  if (!path) throw new Error(`no property link on the list: ${hrefs.join(' ')}`);
  return path;
}
