import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaveAnswersBody } from '../../../contracts/questionnaires.ts';
import { sharedValidatorCompiler } from '../../../server/http/compiled-schemas.ts';
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

describe('refusals of a value that fits none of the kinds a field takes', () => {
  /** What Ajv reports for an answer (text, a list of text, a list of lists, or null) given `value`. */
  const answerIssues = (path: string, extra: ValidationIssueLike[] = []): ValidationIssueLike[] => [
    typeIssue(path, 'string'),
    ...extra,
    { instancePath: path, keyword: 'anyOf', params: {} },
    typeIssue(path, 'null'),
    { instancePath: path, keyword: 'anyOf', params: {} },
  ];
  /** Ajv's refusal of a value not of this kind (or kinds) at this path. */
  const typeIssue = (path: string, type: string | string[]): ValidationIssueLike => ({
    instancePath: path,
    keyword: 'type',
    params: { type },
  });
  type ValidationIssueLike = {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
  };

  it.each([
    {
      value: 'a number or an object',
      issues: answerIssues('/answers/q1', [typeIssue('/answers/q1', 'array'), typeIssue('/answers/q1', 'array')]),
      said: 'body/answers/q1 must be text, a list or null.',
    },
    {
      value: 'a list of numbers',
      issues: answerIssues('/answers/q1', [typeIssue('/answers/q1/0', 'string'), typeIssue('/answers/q1/0', 'array')]),
      said: 'body/answers/q1/0 must be text or a list.',
    },
    {
      value: 'a list holding a list of numbers',
      issues: answerIssues('/answers/q1', [
        typeIssue('/answers/q1/0', 'string'),
        typeIssue('/answers/q1/0/0', 'string'),
      ]),
      said: 'body/answers/q1/0/0 must be text.',
    },
    {
      value: 'a kind given as a list of kinds',
      issues: [
        typeIssue('/size', ['integer', 'null']),
        typeIssue('/size', 'boolean'),
        { instancePath: '/size', keyword: 'anyOf', params: {} },
      ],
      said: 'body/size must be a whole number, null or true/false.',
    },
  ])('$value: names the field once, with what it takes', ({ issues, said }) => {
    expect(describeValidation(issues, 'body', 'fallback')).toBe(said);
  });

  it('a value of a kind the field takes but over its limit is refused for the limit', () => {
    expect(
      describeValidation(
        answerIssues('/answers/q1', [
          {
            instancePath: '/answers/q1',
            keyword: 'maxLength',
            params: {},
            message: 'must NOT have more than 20000 characters',
          },
        ] as ValidationIssueLike[]),
        'body',
        'fallback',
      ),
    ).toBe('body/answers/q1 must NOT have more than 20000 characters.');
  });

  it('an anyOf without a kind refused keeps Ajv’s own words', () => {
    expect(
      describeValidation(
        [
          { instancePath: '/x', keyword: 'minimum', params: { limit: 1 } },
          { instancePath: '/x', keyword: 'anyOf', params: {} },
        ],
        'body',
        'body/x must be >= 1',
      ),
    ).toBe('body/x must be >= 1');
  });
});

describe('a saved answer of any shape the API does not take', () => {
  // The body validator exactly as the API compiles it for JSON bodies (server/rest/validation.ts).
  const validate = sharedValidatorCompiler(
    { removeAdditional: false, useDefaults: true, allErrors: false, coerceTypes: false },
    { formats: true },
  )(SaveAnswersBody);

  it('is refused naming where in the answer it went wrong, once, with what belongs there', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        if (validate({ answers: { q1: value } })) return;
        const said = describeValidation(validate.errors ?? [], 'body', 'fallback');
        const path = /^body\/answers\/q1((?:\/\d+)*) must be ([a-z/ ,]+)\.$/.exec(said);
        expect(said, JSON.stringify(value)).toMatch(/^body\/answers\/q1/);
        expect(path, said).not.toBeNull();
        // The place it names is in the value sent, and holds what the words say it must not.
        const indexes = (path?.[1] ?? '').split('/').filter(Boolean).map(Number);
        let at: unknown = value;
        for (const index of indexes) at = (at as unknown[])[index];
        expect(at, said).not.toBeUndefined();
        expect(said.match(/answers\/q1/g)).toHaveLength(1);
      }),
      { numRuns: 500 },
    );
  });
});
