import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { buildSchema, isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '../../../domain/attributes/catalogue.ts';
import { deriveAttributes } from '../../../domain/attributes/engine.ts';
import { PATHS, type AttributeInputs, type TitleFacts } from '../../../domain/attributes/inputs.ts';
import { STATISTICS_COLUMNS } from '../../../domain/attributes/statistics-columns.ts';
import {
  attributeValueLabel,
  attributeValueText,
  ENUM_LABELS,
  JOB_QUEUE_LABELS,
  NOT_KNOWN_YET,
} from '../../../domain/labels.ts';

/** A stored answer: unanswered, an option key, or a number (floors, ground rent). */
const answer = fc.option(fc.oneof(fc.constantFrom('1', '2', '3', '4', '5', '6'), fc.integer({ min: -2, max: 20 })), {
  nil: undefined,
});

const title: fc.Arbitrary<TitleFacts> = fc.record({
  tenureCode: fc.constantFrom(10, 60, null),
  leasehold: fc.boolean(),
  leaseYearsRemaining: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
  proprietors: fc.array(fc.constantFrom('ALEX SELLER', 'SAM OTHER', 'J SELLER'), { maxLength: 2 }),
  proprietorshipDate: fc.option(
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2026-11-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    { nil: null },
  ),
  restrictions: fc.array(
    fc.constantFrom('RESTRICTION: no disposition', 'proprietor for the time being of the charge'),
    {
      maxLength: 2,
    },
  ),
  charges: fc.array(fc.constant('Charge dated 1 May 2010'), { maxLength: 3 }),
  restrictiveCovenants: fc.array(fc.constant('Not to build'), { maxLength: 1 }),
  lastSale: fc.option(fc.record({ price: fc.integer({ min: 0, max: 2_000_000 }), date: fc.constant('2015-06-01') }), {
    nil: null,
  }),
});

const inputs: fc.Arbitrary<AttributeInputs> = fc.record({
  now: fc.constant(new Date('2026-11-28T12:00:00Z')),
  phaseId: fc.constantFrom(1, 2, 3),
  title: fc.option(title, { nil: null }),
  answers: fc
    .record(Object.fromEntries(Object.values(PATHS).map((path) => [path, answer])))
    .map((values) => new Map(Object.entries(values).filter(([, value]) => value !== undefined))),
  uploadCategories: fc.constant([]),
  sellerNames: fc.array(fc.constantFrom('Alex Seller', 'Pat Buyer'), { maxLength: 2 }),
  propertyInformationCompletion: fc.integer({ min: 0, max: 100 }),
});

describe('the label table', () => {
  it('has words for every value the attribute rules produce, for every attribute', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(inputs, (property) => {
        for (const derived of deriveAttributes(property)) {
          seen.add(derived.key);
          expect(
            attributeValueLabel(derived.key, derived.dimension),
            `${derived.key} = ${derived.dimension}`,
          ).toBeTypeOf('string');
        }
      }),
      { numRuns: 400 },
    );
    expect([...seen].sort()).toEqual(ATTRIBUTES.map((attribute) => attribute.key).sort());
  });

  it('has words for every column of the attribute statistics', () => {
    const unlabelled = Object.values(STATISTICS_COLUMNS)
      .flat()
      .filter((column) => attributeValueLabel('statistics', column) === undefined);
    expect(unlabelled).toEqual([]);
  });

  it('has words for every value of every schema enum that reaches a screen', () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'), { assumeValidSDL: true });
    for (const [name, labels] of Object.entries(ENUM_LABELS)) {
      const type = schema.getType(name);
      if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
      const values = type.getValues().map((value) => value.name);
      expect(Object.keys(labels).sort(), name).toEqual(values.sort());
      for (const value of values) expect((labels as Record<string, string>)[value]).not.toMatch(/^[A-Z_]+$/);
    }
  });

  it('has words for every background-job queue the server declares', () => {
    const sources = execFileSync('grep', ['-rhoE', "[A-Z_]+QUEUE = '[a-z-]+'", 'server'], { encoding: 'utf8' });
    const queues = [...sources.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
    expect(queues.length).toBeGreaterThan(5);
    expect(queues.filter((queue) => !(queue in JOB_QUEUE_LABELS))).toEqual([]);
  });

  it('never shows a code raw: ratings, flags, issues and empty values read as words', () => {
    expect(attributeValueText('complexity', 'GREEN')).toBe('Green: straightforward (45 % or less)');
    expect(attributeValueText('mortgage_combined', 'RED')).toBe('Red: a lender is likely to refuse');
    expect(attributeValueText('restrictive_covenants', 'true')).toBe('Yes');
    expect(attributeValueText('short_lease', 'false')).toBe('No');
    expect(attributeValueText('short_lease', '')).toBe(NOT_KNOWN_YET);
    expect(attributeValueText('complexity_issues', 'proprietor_not_seller')).toBe('Registered owner is not a seller');
    expect(attributeValueText('broadband', 'fttp')).toBe('FTTP (full fibre to the home)');
    expect(attributeValueText('potential_timesavings', '6-7 weeks')).toBe('6 to 7 weeks');
    // A value the table lacks still reads as words, never as the code.
    expect(attributeValueText('complexity_issues', 'new_issue')).toBe('New issue');
  });
});
