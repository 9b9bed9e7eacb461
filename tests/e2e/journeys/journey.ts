import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { vi } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/test-app.ts';
import { launchChromium } from '../chromium.ts';
import { signIn } from '../session.ts';

/** A phone: the width most sellers see the product at. */
export const PHONE = { width: 375, height: 812 };

/** Where every journey leaves its screenshots, to be looked at by a person: printed when a journey starts. */
export const JOURNEY_SHOTS = join(tmpdir(), 'move-ready-journeys');

export type Journey = {
  app: TestApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Saves what the phone shows now as `<role>-<nn>-<name>.png`, numbered in the order taken. */
  shot: (name: string) => Promise<void>;
  /**
   * Signs in through the real provider as the demo account with this email and accepts the terms
   * on the list, returning once the server has recorded the acceptance (the screen takes it at
   * once), so the journey's next call is not refused for want of it.
   */
  signInAs: (email: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The product with demo data, and one phone-sized browser page for one role's journey, with
 * downloads kept and reduced motion asked for (the carousel shows each question at once; its
 * sliding has tests of its own).
 */
export async function startJourney(role: string): Promise<Journey> {
  const app = await startTestApp({ PARTS: 'rest,gateway,oidc,web' });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true, reducedMotion: 'reduce' });
  // A CSV export writes to a picked file where the browser offers a picker; the journey takes the download.
  await context.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  const page = await context.newPage();
  mkdirSync(JOURNEY_SHOTS, { recursive: true });
  // Only this run's screenshots of the role are left to look at.
  for (const old of readdirSync(JOURNEY_SHOTS)) if (old.startsWith(`${role}-`)) rmSync(join(JOURNEY_SHOTS, old));
  console.log(`Screenshots of the ${role}'s journey: ${JOURNEY_SHOTS}/${role}-*.png`);
  let taken = 0;
  return {
    app,
    browser,
    context,
    page,
    async shot(name) {
      taken += 1;
      await page.screenshot({ path: join(JOURNEY_SHOTS, `${role}-${String(taken).padStart(2, '0')}-${name}.png`) });
    },
    async signInAs(email) {
      await signIn(page, app.publicUrl, email);
      // vi.waitFor rather than expect.poll: a journey may sign in from its beforeAll.
      await vi.waitFor(
        async () => {
          const user = await app
            .database!.db.selectFrom('users')
            .select('accepted_tcs')
            .where('email', '=', email)
            .executeTakeFirstOrThrow();
          if (!user.accepted_tcs) throw new Error(`${email} has not accepted the terms yet`);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/** A download's bytes: the shared browser runs in another process, so they are read through its stream. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A download's text. */
export async function downloadedText(download: Download): Promise<string> {
  return (await downloadedBytes(download)).toString('utf8');
}
