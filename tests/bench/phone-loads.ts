/**
 * `npm run bench:phone`: how long a signed-in reload takes to show a screen's heading on a phone's
 * link, in real Chromium with real throttling (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU
 * 4× slower), unlike Lighthouse's simulation. Each round reloads the dashboard and its About my home
 * form as the demo agent, the app's code already in the browser's cache, so what it measures is the
 * sign-in's restore, the screen's data and its first drawing; then the same form from a link opened
 * with the browser's cache emptied (the sign-in kept), its code coming over the phone's link too.
 * Also the main thread's blocking time on each load, as the browser reports its long tasks under the
 * same 4× slower CPU: every task's time over 50 ms, from the navigation until 1.5 s after the
 * screen is drawn (Lighthouse's total blocking time, measured instead of simulated).
 * Prints the median and every load
 * (`PHONE_ROUNDS`, default 5). A measurement, not a test.
 */
import { cpus, loadavg } from 'node:os';
import { launchChromium } from '../e2e/chromium.ts';
import { signIn } from '../e2e/session.ts';
import { startTestApp } from '../fixtures/test-app.ts';

const ROUNDS = Math.max(1, Number(process.env.PHONE_ROUNDS ?? 5));
const PHONE_LINK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 };
const NO_LIMIT = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

const app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
// The browser tests' Chromium (CHROME_PATH, @sparticuz/chromium or Debian's), launched for this run alone.
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  // Every page of the run adds up its long tasks' time over 50 ms.
  await context.addInitScript(() => {
    const blocking = { ms: 0 };
    Object.assign(window, { blocking });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) blocking.ms += Math.max(0, task.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await signIn(page, app.publicUrl, 'agent@example.com');
  const dashboard = (await page.locator('a.property-card').first().getAttribute('href')) ?? '/properties/1';
  // A form's heading shows before the form does (decision 0751): its progress bar is the form drawn.
  const formDrawn = () => page.getByRole('progressbar').first();
  const screens = [
    { name: 'dashboard', path: dashboard },
    { name: 'About my home form', path: `${dashboard}/about-my-home`, drawn: formDrawn },
    { name: 'About my home form, cold', path: `${dashboard}/about-my-home`, drawn: formDrawn, cold: true },
  ];
  const cdp = await context.newCDPSession(page);
  const times = new Map<string, number[]>();
  for (const screen of screens) {
    times.set(screen.name, []);
    if (screen.drawn) times.set(`${screen.name} drawn`, []);
  }
  const blocking = new Map<string, number[]>(screens.map((screen) => [screen.name, []]));
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const screen of screens) {
      // Each load starts from the properties list, fully drawn without throttling.
      await page.goto(`${app.publicUrl}/properties`);
      await page.locator('a.property-card').first().waitFor();
      if (screen.cold) await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', PHONE_LINK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = performance.now();
      await page.goto(`${app.publicUrl}${screen.path}`, { waitUntil: 'commit' });
      await page.locator('main h1').first().waitFor({ timeout: 60_000 });
      times.get(screen.name)?.push(performance.now() - started);
      if (screen.drawn) {
        await screen.drawn().waitFor({ timeout: 60_000 });
        times.get(`${screen.name} drawn`)?.push(performance.now() - started);
      }
      await page.waitForTimeout(1500);
      blocking
        .get(screen.name)
        ?.push(await page.evaluate(() => (window as unknown as { blocking: { ms: number } }).blocking.ms));
      await cdp.send('Network.emulateNetworkConditions', NO_LIMIT);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  console.log(
    `Heading shown (and a form drawn) after a signed-in reload, ${ROUNDS} loads each (${cpus()[0]?.model.trim()}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}):`,
  );
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const [name, values] of times)
    console.log(`  ${name}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`);
  console.log('Blocking time, the long tasks’ time over 50 ms on the 4× slower CPU:');
  for (const [name, values] of blocking)
    console.log(
      `  ${name}: median ${Math.round(median(values))} ms, worst ${Math.round(Math.max(...values))} ms (${values.map(Math.round).join(', ')})`,
    );
} finally {
  await browser.close();
  await app.close();
}
