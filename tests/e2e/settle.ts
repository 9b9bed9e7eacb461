import type { Page } from 'playwright-core';

/**
 * Waits until the page stops moving: no finite CSS animation or transition running (Mantine's
 * modals, menus and collapses) and the shown carousel slides in the same place for several samples
 * in a row (Embla scrolls with script, not CSS). A condition, not a guess at how long it takes.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        // Sampled on a timer rather than animation frames, which a page in the background may not get.
        const STILL_SAMPLES = 5;
        let last = '';
        let still = 0;
        const frame = () => {
          const running = document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            ).length;
          const slides = [...document.querySelectorAll('[aria-roledescription="slide"]:not([aria-hidden="true"])')].map(
            (slide) => {
              const box = slide.getBoundingClientRect();
              return `${Math.round(box.x)},${Math.round(box.y)}`;
            },
          );
          const now = `${running}|${slides.join(';')}`;
          still = running === 0 && now === last ? still + 1 : 0;
          last = now;
          if (still >= STILL_SAMPLES) resolve(true);
          else setTimeout(frame, 16);
        };
        setTimeout(frame, 16);
      }),
  );
}

/** A screen ready to be checked: its own content shown (`ready`), nothing left loading, nothing moving. */
export async function screenSettled(page: Page, ready: () => Promise<unknown>): Promise<void> {
  await ready();
  await page.waitForLoadState('networkidle');
  await transitionsFinished(page);
}
