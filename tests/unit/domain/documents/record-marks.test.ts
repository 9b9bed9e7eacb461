import { describe, expect, it } from 'vitest';
import { formSections } from '../../../../domain/documents/model.ts';
import { form, q, section } from '../forms/fixtures.ts';

describe('the document view of a form', () => {
  const definition = form([
    section('1', [
      q('band', { type: 'select', answers: { C: 'C', D: 'D' }, pdtfPath: '/propertyPack/councilTax/councilTaxBand' }),
      q('typed', { type: 'text' }),
      q('empty', { type: 'text' }),
    ]),
  ]);
  const sources = {
    band: 'From the council tax valuation list, retrieved 20 November 2026 (sample data).',
    empty: 'From a record.',
  };

  it('marks each answer that came from a public record with where it came from, and only those', () => {
    const [printed] = formSections(definition, { band: 'C', typed: 'Own words' }, (id) => id, undefined, sources);
    expect(printed!.items.map((item) => [item.question, item.source])).toEqual([
      ['Question band', 'From the council tax valuation list, retrieved 20 November 2026 (sample data).'],
      ['Question typed', undefined],
      ['Question empty', undefined],
    ]);
  });
});
