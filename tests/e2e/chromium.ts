import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/**
 * Flags for a headless Chromium with no background traffic (this machine has no outside network).
 * Partners' hosts (`canopy.localhost` and the rest, domain/theme-hosts.json) are this machine:
 * Chromium resolves `*.localhost` to it by itself, and the rule says so for every test file that
 * shares the run's browser.
 */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

/**
 * Chromium for the browser tests: CHROME_PATH, else the headless shell the @sparticuz/chromium
 * devDependency ships (the same Blink as the full browser without its windowing layer: the browser
 * layer took about a quarter less time and CPU with it, and the screenshots compare equal), else
 * Debian's /usr/bin/chromium. Without any of them the tests fail and say so: a browser suite that
 * silently skips proves nothing.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  let shell: unknown;
  try {
    return await (await import('@sparticuz/chromium')).default.executablePath();
  } catch (error) {
    shell = error;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    `No Chromium found for the browser tests. Run npm ci so @sparticuz/chromium is present, or install Debian's package (apt-get install chromium), or set CHROME_PATH. (${String(shell)})`,
    { cause: shell },
  );
}

/** Set by the e2e global set-up: the address of the one Chromium the run's test files share. */
export const BROWSER_ENDPOINT_ENV = 'MOVE_READY_TEST_BROWSER';

/**
 * Chromium for a test file. In a vitest run every file connects to the one browser the global set-up
 * launched (starting Chromium is seconds of CPU; a connection is milliseconds), and its close()
 * closes only this file's contexts and disconnects. With extra flags, or outside vitest, a browser
 * of its own is launched.
 */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  if (endpoint && extraArgs.length === 0) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: await chromiumPath(), args: [...ARGS, ...extraArgs], headless: true });
}

/** The shared browser, for the global set-up; close() stops it. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: await chromiumPath(), args: ARGS, headless: true });
}
