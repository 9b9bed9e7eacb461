import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Flags for a headless Chromium with no background traffic (this machine has no outside network). */
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];

/**
 * Chromium for the browser tests: CHROME_PATH, else Debian's /usr/bin/chromium, else the binary the
 * @sparticuz/chromium devDependency ships. Without any of them the tests fail and say so: a browser
 * suite that silently skips proves nothing.
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const sparticuz = (await import('@sparticuz/chromium')).default;
    return await sparticuz.executablePath();
  } catch (error) {
    throw new Error(
      `No Chromium found for the browser tests. Install Debian's package (apt-get install chromium), or set CHROME_PATH, or run npm ci so @sparticuz/chromium is present. (${String(error)})`,
      { cause: error },
    );
  }
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
