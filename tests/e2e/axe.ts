import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/**
 * Moderate findings the product accepts, each with the page it is on and why. Any other moderate
 * finding fails like a serious one: a new one is either fixed or written down here.
 */
export const ACCEPTED_MODERATE: ReadonlyArray<{ rule: string; path: RegExp; reason: string }> = [];

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** The widths every screen is checked at: a phone and a desktop. */
export const CHECKED_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

/**
 * Runs axe-core (WCAG 2.2 A/AA and axe's best practices, which include the landmark rules) on the
 * page as it stands, prints the count per impact for the screen, and returns what must be fixed:
 * every serious or critical violation, and every moderate one not accepted above.
 */
export async function axeBlockers(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, so a page under its real Content-Security-Policy takes it too;
  // once per loaded document (screens opened inside the app keep it), as parsing axe is a CPU cost of its own.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}\n;void 0`);
  const started = performance.now();
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  const ms = Math.round(performance.now() - started);
  const path = new URL(page.url()).pathname;
  const counts = IMPACTS.map(
    (impact) => `${violations.filter((violation) => violation.impact === impact).length} ${impact}`,
  );
  const rules = violations.map((violation) => `${violation.id} (${violation.impact})`);
  console.log(
    `axe ${new URL(page.url()).host}${path} at ${page.viewportSize()?.width} px: ${counts.join(', ')}${rules.length ? `: ${rules.join(', ')}` : ''} (${ms} ms)`,
  );
  const accepted = (violation: Violation) =>
    ACCEPTED_MODERATE.some((entry) => entry.rule === violation.id && entry.path.test(path));
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        (violation.impact === 'moderate' && !accepted(violation)),
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
