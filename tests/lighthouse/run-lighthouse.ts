import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { screenSizes } from '../../server/tools/bundle-sizes.ts';
import { startTestApp } from '../fixtures/test-app.ts';
import { signIn } from '../e2e/session.ts';

/**
 * `npm run lighthouse`: Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated)
 * against the built product, on the auth screen (as a visitor), and on the properties, dashboard
 * and About my home form screens signed in as the demo agent. Writes the scores into docs/performance.md
 * between the lighthouse markers. A measurement, not a test: nothing fails on a low score.
 */
const root = new URL('../../', import.meta.url).pathname;
const REPORT = `${root}docs/performance.md`;
const START = '<!-- lighthouse:start -->';
const END = '<!-- lighthouse:end -->';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Row = {
  screen: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};

execFileSync('node', [`${root}server/tools/build-web-if-stale.ts`], { stdio: 'inherit' });

const app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: FLAGS,
});
const rows: Row[] = [];

async function audit(screen: string, path: string, signedIn: boolean): Promise<void> {
  const result = await lighthouse(
    `${app.publicUrl}${path}`,
    // A signed-in screen keeps the sign-in the browser holds; the visitor's screen starts clean.
    { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: signedIn },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null])) as Row['scores'];
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${id}: ${ref.id}`),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  rows.push({
    screen,
    path,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failing,
  });
  console.log(`${screen}: ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join(', ')}`);
}

try {
  await audit('auth (visitor)', '/auth', false);

  // Sign in once, in the same browser, through the real provider page.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await signIn(page, app.publicUrl, 'agent@example.com');
  const href = await page.locator('a.property-card').first().getAttribute('href');
  await page.close();
  await browser.close();

  await audit('properties (agent)', '/properties', true);
  await audit('dashboard (agent)', href ?? '/properties/1', true);
  await audit('form (agent)', `${href ?? '/properties/1'}/about-my-home`, true);
} finally {
  chrome.kill();
  await app.close();
}

const score = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const section = [
  START,
  '## Lighthouse (web)',
  '',
  'Measured by `npm run lighthouse` (tests/lighthouse/run-lighthouse.ts), which rewrites this section: Lighthouse ' +
    `${JSON.parse(readFileSync(`${root}node_modules/lighthouse/package.json`, 'utf8')).version}, mobile preset (simulated slow 4G and a 4× slower CPU), ` +
    'headless Chromium, against the built product served by the server (Brotli) with the demo data in PGlite in memory.',
  `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg()[0].toFixed(2)} at the end; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  'Targets: performance ≥ 0.95, accessibility 1.0, best practices 1.0, SEO ≥ 0.9 on public screens (the signed-in screens are kept out of search engines by robots.txt, so their SEO score is not a target).',
  '',
  '| screen | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.screen} \`${row.path}\` | ${score(row.scores.performance)} | ${score(row.scores.accessibility)} | ${score(row.scores['best-practices'])} | ${score(row.scores.seo)} | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} |`,
  ),
  '',
  "Initial JavaScript per screen (gzip -9, the entry with its static imports plus the screen's own chunk; printed by `npm run build`). Target for the auth and properties screens: at most 170 kB.",
  '',
  '| screen | kB | KiB | files |',
  '| --- | ---: | ---: | ---: |',
  ...screenSizes(`${root}dist/web`).map(
    (size) =>
      `| ${size.screen} | ${(size.gzipBytes / 1000).toFixed(1)} | ${(size.gzipBytes / 1024).toFixed(1)} | ${size.files.length} |`,
  ),
  '',
  'Audits scoring below 0.9:',
  '',
  ...rows.map((row) => `- ${row.screen}: ${row.failing.length ? row.failing.join(', ') : 'none'}`),
  END,
].join('\n');

const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '# Performance\n';
const next = current.includes(START)
  ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
  : `${current.trimEnd()}\n\n${section}\n`;
writeFileSync(REPORT, next);
console.log(`Scores written to ${REPORT}`);
