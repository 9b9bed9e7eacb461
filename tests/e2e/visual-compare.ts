import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the committed baselines live. */
export const BASELINE_DIR = join(import.meta.dirname, 'screenshots');

/**
 * Share of pixels allowed to differ: anti-aliasing and font hinting move a few edge pixels between
 * machines; a lost stylesheet or a collapsed layout moves a large part of the screen.
 */
export const TOLERANCE = 0.01;

export type Comparison = { name: string; differing: number; share: number; written?: string; diffPath?: string };

/** Pixels differing between two PNGs (a different size differs everywhere). */
export function compareImages(expected: Buffer, actual: Buffer): { differing: number; share: number; diff?: PNG } {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height)
    return { differing: Math.max(a.width * a.height, b.width * b.height), share: 1 };
  const diff = new PNG({ width: a.width, height: a.height });
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return { differing, share: differing / (a.width * a.height), diff };
}

/**
 * Compares a screenshot with its committed baseline. With no baseline yet, or with
 * UPDATE_SCREENSHOTS=1, the shot becomes the baseline. A failing shot and its diff are written to
 * the system's temporary folder for a person to look at.
 */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const baseline = join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baseline)) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    writeFileSync(baseline, actual);
    return { name, differing: 0, share: 0, written: baseline };
  }
  const result = compareImages(readFileSync(baseline), actual);
  if (result.share <= TOLERANCE) return { name, differing: result.differing, share: result.share };
  const out = join(tmpdir(), 'move-ready-screenshots');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${name}.actual.png`), actual);
  if (result.diff) writeFileSync(join(out, `${name}.diff.png`), PNG.sync.write(result.diff));
  return { name, differing: result.differing, share: result.share, diffPath: join(out, `${name}.diff.png`) };
}
