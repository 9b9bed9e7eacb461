import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: [...ARGS, ...extraArgs], headless: true });
}
