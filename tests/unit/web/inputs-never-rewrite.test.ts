import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No input of the web app changes what the user typed without a word: no `maxLength` (the browser
 * drops whatever passes it, pasted text included), and every number goes through TypedNumberInput,
 * which turns off Mantine's clamping, rounding and trimming. Limits are checked and said instead.
 */
const SRC = new URL('../../../web/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const offending = (pattern: RegExp, except: string[] = []) =>
  sources(SRC)
    .filter((file) => !except.includes(relative(SRC, file)))
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file));

describe('inputs that never rewrite what is typed', () => {
  it('gives no input a maxLength', () => {
    expect(offending(/\bmaxLength=/)).toEqual([]);
  });

  it('uses Mantine’s NumberInput only through TypedNumberInput', () => {
    expect(offending(/<NumberInput\b/, ['components/TypedNumberInput.tsx'])).toEqual([]);
  });
});
