import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeValidation, PATTERN_WORDS } from '../../../server/rest/validation.ts';

const CONTRACTS = join(import.meta.dirname, '../../../contracts');

/** Every `pattern` in the API's request and response schemas. */
async function contractPatterns(): Promise<Set<string>> {
  const patterns = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (typeof (value as { pattern?: unknown }).pattern === 'string')
      patterns.add((value as { pattern: string }).pattern);
    for (const child of Object.values(value)) walk(child);
  };
  for (const file of readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts')))
    walk(await import(join(CONTRACTS, file)));
  return patterns;
}

describe('refusals of a value that does not match its pattern', () => {
  it('every pattern in the contracts has words', async () => {
    const patterns = await contractPatterns();
    expect(patterns.size).toBeGreaterThan(5);
    for (const pattern of patterns) expect(PATTERN_WORDS[pattern], pattern).toBeDefined();
  });

  it('name the field and say what it must be; other refusals keep their own words', () => {
    expect(
      describeValidation(
        [{ instancePath: '/after', keyword: 'pattern', params: { pattern: '^[0-9]{0,10}$' } }],
        'querystring',
        'fallback',
      ),
    ).toBe('querystring/after must be a property id: digits only, at most 10.');
    expect(
      describeValidation(
        [{ instancePath: '/photoURL', keyword: 'pattern', params: { pattern: '^https://[^\\s"\'<>\\\\]+$' } }],
        'body',
        'fallback',
      ),
    ).toBe('body/photoURL must be an https:// address.');
    expect(
      describeValidation(
        [{ instancePath: '/x', keyword: 'pattern', params: { pattern: '^unknown$' } }],
        'body',
        'fallback',
      ),
    ).toBe('fallback');
    expect(
      describeValidation(
        [{ instancePath: '/page', keyword: 'minimum', params: { limit: 1 } }],
        'querystring',
        'querystring/page must be >= 1',
      ),
    ).toBe('querystring/page must be >= 1');
  });
});
