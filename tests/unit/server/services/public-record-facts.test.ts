import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { Question } from '../../../../domain/forms/definition.ts';
import { normalisePdtfPath } from '../../../../domain/forms/pdtf-path.ts';
import { resolvePdtfPath, type SchemaNode } from '../../../../domain/forms/pdtf/resolve.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import {
  EXTENSION_PREFIX,
  optionKeyForFact,
  publicRecordNote,
  PUBLIC_RECORD_PATHS,
} from '../../../../domain/public-record-facts.ts';
import { PUBLIC_RECORD_SOURCES, type PublicRecordSource } from '../../../../domain/public-records.ts';
import { SAMPLE_STREETS } from '../../../../server/services/address-lookup/sample-addresses.ts';
import {
  createPublicRecordSources,
  SAMPLE_PUBLIC_RECORDS,
} from '../../../../server/services/public-records/sources.ts';
import { standardSchema } from '../../../../server/use-cases/pdtf/standard-schema.ts';

/**
 * Which form questions each public-record source fills, and that every fact it states is a value
 * those questions accept and the PDTF standard allows. The listing is what the prefill and the
 * "Asked once" report count on: a source's path that no form asks is worth less, and a change in
 * the forms that drops or adds a question shows up here.
 */
const SCHEMA = standardSchema() as SchemaNode;

function questionsFilledBy(source: PublicRecordSource): string[] {
  const paths = new Set<string>(PUBLIC_RECORD_PATHS[source]);
  return FORM_DEFINITIONS.flatMap((definition) =>
    allQuestions(definition)
      .filter((question) => question.pdtfPath && paths.has(normalisePdtfPath(question.pdtfPath)))
      .map((question) => `${definition.path}:${question.id}`),
  );
}

const FILLS: Record<PublicRecordSource, string[]> = {
  'council-tax': ['about:council_tax_band', 'preliminary:12_2'],
  'energy-certificate': [
    'info:ta6_4_6',
    'info:ta6_7_6_1',
    'info:ta6_12_3_1',
    'info:ta6_12_3a1',
    'about:property_type',
    'about:built_form',
    'about:energy_rating',
    'about:solar_panels',
    'about:heating_type',
    'about:central_heating_fuel',
    'preliminary:8_1',
  ],
  'flood-risk': ['about:flood_risk', 'about:flood_risk_summary', 'preliminary:18_2'],
  'planning-constraints': [
    'info:ta6_4_7a1',
    'info:ta6_4_7a2',
    'info:ta6_4_7b1',
    'info:ta6_4_7b2',
    'info:ta6_4_8_1',
    'about:listed_building',
    'about:listed_building_details',
    'about:conservation_area',
    'about:conservation_area_details',
    'about:tree_preservation_order',
    'preliminary:9_1',
    'preliminary:9_2',
    'preliminary:10_1',
  ],
  coverage: ['about:mobile_signal_issues'],
  'ground-conditions': ['about:coal_mining', 'about:coal_mining_summary'],
  // Kept for the seller and the agent to see; no form asks the last sale.
  'price-paid': [],
};

describe('the questions each public-record source fills', () => {
  it.each(PUBLIC_RECORD_SOURCES)('%s', (source) => {
    expect(questionsFilledBy(source)).toEqual(FILLS[source]);
  });

  it('fills 9 questions of property information (TA6) in all', () => {
    const ta6 = PUBLIC_RECORD_SOURCES.flatMap(questionsFilledBy).filter((entry) => entry.startsWith('info:'));
    expect(ta6).toHaveLength(9);
  });

  it('names only paths the PDTF standard has, or the extension prefix for the two facts it has no field for', () => {
    for (const path of PUBLIC_RECORD_SOURCES.flatMap((source) => [...PUBLIC_RECORD_PATHS[source]])) {
      if (path.startsWith(`${EXTENSION_PREFIX}/`)) continue;
      expect(resolvePdtfPath(SCHEMA, path), path).toBeDefined();
    }
  });
});

const questionsByPath = new Map<string, Question[]>();
for (const definition of FORM_DEFINITIONS) {
  for (const question of allQuestions(definition)) {
    if (!question.pdtfPath) continue;
    const path = normalisePdtfPath(question.pdtfPath);
    questionsByPath.set(path, [...(questionsByPath.get(path) ?? []), question]);
  }
}

/** Every sample address, and addresses a seller might type, in England and Wales. */
const SAMPLE_ADDRESSES = SAMPLE_STREETS.flatMap((street) =>
  street.premises.map((premise) => ({
    address: `${premise} ${street.street}, ${street.town}`,
    city: street.town,
    postcode: street.postcode,
  })),
);
const sources = createPublicRecordSources(SAMPLE_PUBLIC_RECORDS);

async function checkFacts(query: { address: string; city: string; postcode: string }) {
  for (const source of PUBLIC_RECORD_SOURCES) {
    const answer = await sources[source].lookup(query);
    if (!answer) continue;
    for (const [path, value] of Object.entries(answer.facts)) {
      expect((PUBLIC_RECORD_PATHS[source] as readonly string[]).includes(path), `${source} states ${path}`).toBe(true);
      if (path.startsWith(`${EXTENSION_PREFIX}/`)) continue;
      const node = resolvePdtfPath(SCHEMA, path) as { type?: string | string[]; enum?: unknown[] } | undefined;
      if (node?.enum) expect(node.enum, `${path} = ${String(value)}`).toContain(value);
      const type = Array.isArray(node?.type) ? node.type[0] : node?.type;
      if (type === 'integer') expect(Number.isInteger(value), path).toBe(true);
      if (type === 'number') expect(typeof value, path).toBe('number');
      if (type === 'string') expect(typeof value, path).toBe('string');
      for (const question of questionsByPath.get(path) ?? []) {
        if (question.type === 'select')
          expect(optionKeyForFact(question.answers, value), `${question.id} takes ${String(value)}`).not.toBeNull();
        else expect(typeof value === 'string' && value.trim().length > 0, `${question.id} takes text`).toBe(true);
      }
    }
  }
}

describe('the facts of the sample records', () => {
  it('are values the questions accept and the standard allows, at every sample address', async () => {
    for (const query of SAMPLE_ADDRESSES) await checkFacts(query);
  });

  it('are so at any address typed in England and Wales too', async () => {
    const postcode = fc.tuple(
      fc.constantFrom('GL50', 'BA1', 'BS8', 'OX2', 'SW11', 'M20', 'LS6', 'EX4', 'CF10'),
      fc.integer({ min: 1, max: 9 }),
      fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ'),
      fc.constantFrom(...'ABDEFGHJLNPQRSTUWXYZ'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.boolean(),
        postcode,
        async (street, flat, [area, digit, a, b]) => {
          await checkFacts({
            address: `${flat ? 'Flat 3, ' : ''}${street}`,
            city: 'Town',
            postcode: `${area} ${digit}${a}${b}`,
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answer the same for the same address however it is written, and differently from place to place', async () => {
    const council = sources['council-tax'];
    const one = await council.lookup({
      address: 'Flat 2, 7 Lansdown Road, Cheltenham',
      city: 'Cheltenham',
      postcode: 'GL50 1QA',
    });
    const same = await council.lookup({
      address: 'flat 2 7 lansdown road cheltenham',
      city: 'Cheltenham',
      postcode: 'gl501qa',
    });
    expect(same).toEqual(one);
    expect(sources['council-tax'].sample).toBe(true);
  });

  it('find nothing outside England and Wales, where these registers do not reach', async () => {
    const query = { address: '10 Princes Street, Edinburgh', city: 'Edinburgh', postcode: 'EH2 2AN' };
    for (const source of [
      'council-tax',
      'energy-certificate',
      'flood-risk',
      'planning-constraints',
      'ground-conditions',
      'price-paid',
    ] as const) {
      expect(await sources[source].lookup(query), source).toBeNull();
    }
    // Ofcom covers the whole United Kingdom.
    expect(await sources.coverage.lookup(query)).not.toBeNull();
  });

  it('speak of a missing or failed record in the product’s words', () => {
    expect(publicRecordNote('flood-risk', 'no-answer')).toBe(
      'The flood risk service did not answer, so these questions are left to you.',
    );
    expect(publicRecordNote('energy-certificate', 'not-found')).toBe(
      'The energy certificate register has no record for this address, so these questions are left to you.',
    );
  });
});
