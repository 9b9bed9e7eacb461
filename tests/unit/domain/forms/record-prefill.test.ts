import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formProgress } from '../../../../domain/forms/completion.ts';
import { PRELIMINARY_INFORMATION } from '../../../../domain/forms/content/preliminary/index.ts';
import {
  countedAnswers,
  mayConfirmSection,
  prefillFromRecords,
  recordAnswerCounts,
  recordSourceLine,
  recordValue,
  THIRD_PARTY_PATHS,
} from '../../../../domain/forms/record-prefill.ts';
import { publicFactsByPath, type PublicFact, type PublicRecord } from '../../../../domain/public-records.ts';
import { form, q, section } from './fixtures.ts';

const BAND = '/propertyPack/councilTax/councilTaxBand';
const LISTED = '/propertyPack/listingAndConservation/isListed/yesNo';
const RATING = '/propertyPack/energyEfficiency/certificate/currentEnergyRating';

function fact(path: string, value: unknown, extra: Partial<PublicFact> = {}): PublicFact {
  return {
    path,
    value,
    source: 'council-tax',
    reference: 'CT-1',
    recordDate: '2021-03-12',
    retrievedAt: '2026-11-01T10:00:00.000Z',
    sample: true,
    ...extra,
  };
}

const yesNo = { '1': 'Yes', '2': 'No' };
const bands = { '1': 'A', '2': 'B', '3': 'C', '4': 'D', '5': 'E', '6': 'F', '7': 'G', '8': 'H', '9': 'Not known' };

describe('prefill from public records', () => {
  const definition = form([
    section('1', [
      q('band', { type: 'select', answers: bands, pdtfPath: BAND }),
      q('listed', { type: 'select', answers: yesNo, pdtfPath: LISTED }),
      q('rating', { type: 'select', answers: { a: 'A (92 plus)', b: 'B (81-91)', c: 'C (69-80)' }, pdtfPath: RATING }),
      q('area', { type: 'number', pdtfPath: '/propertyPack/buildInformation/internalArea/area' }),
      q('own', { type: 'text' }),
    ]),
  ]);

  it('fills every empty question whose PDTF path a fact answers, in the question’s own terms, with its source', () => {
    const facts = {
      [BAND]: fact(BAND, 'C'),
      [LISTED]: fact(LISTED, false, { source: 'planning-constraints', reference: null, recordDate: null }),
      [RATING]: fact(RATING, 'C', { source: 'energy-certificate' }),
      '/propertyPack/buildInformation/internalArea/area': fact(
        '/propertyPack/buildInformation/internalArea/area',
        73.5,
        { source: 'energy-certificate' },
      ),
    };
    const prefilled = prefillFromRecords(definition, facts, {});
    expect(Object.fromEntries(Object.entries(prefilled).map(([id, p]) => [id, p.value]))).toEqual({
      band: '3',
      listed: '2',
      rating: 'c',
      area: '73.5',
    });
    expect(prefilled.band!.source).toEqual({
      kind: 'record',
      source: 'council-tax',
      reference: 'CT-1',
      recordDate: '2021-03-12',
      retrievedAt: '2026-11-01T10:00:00.000Z',
      sample: true,
    });
  });

  it("never fills over the seller's answer, nor one the seller gave before and cleared", () => {
    const facts = { [BAND]: fact(BAND, 'C'), [LISTED]: fact(LISTED, 'No') };
    expect(Object.keys(prefillFromRecords(definition, facts, { band: '1' }))).toEqual(['listed']);
    expect(Object.keys(prefillFromRecords(definition, facts, {}, (id) => id === 'listed'))).toEqual(['band']);
  });

  it('leaves to the seller a fact the question cannot hold', () => {
    expect(recordValue(q('b', { type: 'select', answers: bands }), 'Z')).toBeNull();
    expect(recordValue(q('n', { type: 'number' }), 'about seventy')).toBeNull();
    expect(recordValue(q('u', { type: 'upload' }), 'x')).toBeNull();
    expect(
      recordValue(q('c', { type: 'checkbox', answers: { g: 'Gas', e: 'Electricity' } }), ['Gas', 'Coal']),
    ).toBeNull();
    expect(
      recordValue(q('c', { type: 'checkbox', answers: { g: 'Gas', e: 'Electricity' } }), ['gas', 'Electricity']),
    ).toEqual(['g', 'e']);
  });

  it('prefills preliminary information’s council tax band from the valuation list', () => {
    const prefilled = prefillFromRecords(PRELIMINARY_INFORMATION, { [BAND]: fact(BAND, 'D') }, {});
    const question = PRELIMINARY_INFORMATION.sections
      .flatMap((s) => s.groups.flatMap((g) => g.questions))
      .find((x) => x.id === '12_2')!;
    expect(question.answers![prefilled['12_2']!.value as string]).toMatch(/^(Band )?D\b/);
  });

  it('any value it fills passes the check a typed answer must pass', () => {
    const question = q('any', { type: 'select', answers: bands, pdtfPath: BAND });
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constantFrom('A', 'b', ' C ', 'Not known')),
        (value) => {
          const out = recordValue(question, value);
          return out === null || (typeof out === 'string' && out in bands);
        },
      ),
    );
  });
});

describe('the source line', () => {
  it('says which record and its date, or when it was fetched when the record has none', () => {
    expect(
      recordSourceLine({ source: 'energy-certificate', recordDate: '2021-03-12', retrievedAt: '2026-11-01T10:00:00Z' }),
    ).toBe('From the energy certificate of 12 March 2021');
    expect(recordSourceLine({ source: 'flood-risk', recordDate: null, retrievedAt: '2026-11-01T10:00:00Z' })).toBe(
      'From the flood risk map, retrieved 1 November 2026',
    );
  });
});

describe('when an answer from a record counts as answered', () => {
  it('counts a confirmed answer, and an unconfirmed one only where the record is the authority', () => {
    expect(recordAnswerCounts({ pdtfPath: BAND }, false)).toBe(true);
    expect(recordAnswerCounts({ pdtfPath: LISTED }, false)).toBe(false);
    expect(recordAnswerCounts({ pdtfPath: LISTED }, true)).toBe(true);
    expect(
      recordAnswerCounts({ pdtfPath: '/propertyPack/environmentalIssues/flooding/floodRisk/riskIndicator' }, false),
    ).toBe(false);
    expect(THIRD_PARTY_PATHS.has(RATING)).toBe(true);
  });

  it('leaves unconfirmed answers the seller must confirm out of completion until confirmed', () => {
    const definition = form([
      section('1', [
        q('band', { type: 'select', answers: bands, pdtfPath: BAND }),
        q('listed', { type: 'select', answers: yesNo, pdtfPath: LISTED }),
      ]),
    ]);
    const answers = { band: '3', listed: '2' };
    const unconfirmed = countedAnswers(definition, answers, {
      band: { kind: 'record', confirmed: false },
      listed: { kind: 'record', confirmed: false },
    });
    expect(formProgress(definition, unconfirmed).sections['1']).toBe(50);
    const confirmed = countedAnswers(definition, answers, {
      band: { kind: 'record', confirmed: false },
      listed: { kind: 'record', confirmed: true },
    });
    expect(formProgress(definition, confirmed).sections['1']).toBe(100);
  });
});

describe('"These are right"', () => {
  const s = section('1', [
    q('band', { pdtfPath: BAND }),
    q('listed', { pdtfPath: LISTED }),
    q('address', { pdtfPath: '/propertyPack/address/line1' }),
  ]);
  it('is offered while the section holds an answer from a record not yet confirmed, whatever else it holds', () => {
    expect(
      mayConfirmSection(
        s,
        { band: '3', listed: '2', address: '1 High St' },
        {
          band: { kind: 'record', confirmed: false },
          listed: { kind: 'record', confirmed: true },
          address: { kind: 'title' },
        },
      ),
    ).toBe(true);
    expect(mayConfirmSection(s, { band: '3', listed: '1' }, { band: { kind: 'record', confirmed: false } })).toBe(true);
  });
  it('is not offered once all are confirmed, or where no answer came from a record', () => {
    expect(mayConfirmSection(s, { band: '3' }, { band: { kind: 'record', confirmed: true } })).toBe(false);
    expect(mayConfirmSection(s, { band: '3', listed: '1' }, {})).toBe(false);
  });
});

describe('facts by path', () => {
  it('takes each path from the first source that found it, skipping failed sources', () => {
    const record = (
      source: PublicRecord['source'],
      status: PublicRecord['status'],
      facts: Record<string, unknown>,
    ): PublicRecord => ({
      propertyId: 1,
      source,
      status,
      reference: null,
      recordDate: null,
      retrievedAt: '2026-11-01T10:00:00.000Z',
      sample: false,
      note: null,
      facts,
    });
    const facts = publicFactsByPath([
      record('price-paid', 'found', { [BAND]: 'A' }),
      record('council-tax', 'found', { [BAND]: 'C' }),
      record('flood-risk', 'failed', { x: 1 }),
    ]);
    expect(facts[BAND]!.value).toBe('C');
    expect(facts.x).toBeUndefined();
  });
});
