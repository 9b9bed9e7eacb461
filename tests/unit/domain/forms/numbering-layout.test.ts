import { describe, expect, it } from 'vitest';
import {
  numberAffix,
  notesPlacement,
  optionEntries,
  selectRendering,
  textLimit,
} from '../../../../domain/forms/layout.ts';
import { addRow, canDeleteRow, deleteRow, displayedRows } from '../../../../domain/forms/list-rows.ts';
import { numberingNote, sectionNumber } from '../../../../domain/forms/numbering.ts';
import { PUBLISHED_FORMS } from '../../../../domain/forms/content/published.ts';
import { formDefinition } from '../../../../domain/forms/content/index.ts';
import { floors, futureYears, pastYearKey, pastYears } from '../../../../domain/forms/years.ts';
import { form, q, section } from './fixtures.ts';

describe('section numbering', () => {
  it('is blank for a single-section form and for fixtures and fittings', () => {
    expect(sectionNumber(form([section('1', [q('a', { formReference: '4.1' })])]), 0)).toBe('');
    const fittings = form(
      [section('basic', [q('a', { formReference: '1.1' })]), section('kitchen', [q('b')])],
      'fittings',
    );
    expect(sectionNumber(fittings, 0)).toBe('');
  });

  it('takes the prefix of the first form reference, else the position and a full stop', () => {
    const definition = form(
      [section('1', [q('a'), q('b', { formReference: '4.2a' })]), section('2', [q('c')])],
      'info',
    );
    expect(sectionNumber(definition, 0)).toBe('4');
    expect(sectionNumber(definition, 1)).toBe('2.');
  });
});

describe('a jump in the numbering', () => {
  it('is said where it happens: property information asks TA6 part 13 in section 12, so 14 comes next', () => {
    const info = formDefinition('info')!;
    const services = info.sections.findIndex((candidate) => candidate.id === 'services');
    expect(sectionNumber(info, services)).toBe('12');
    expect(sectionNumber(info, services + 1)).toBe('14');
    expect(numberingNote(info, services)).toBe(
      'This section also asks part 13 of the TA6, Connection to utilities and services, so the next section is 14.',
    );
    expect(info.sections.filter((_, position) => numberingNote(info, position) !== null)).toHaveLength(1);
  });

  it('never goes unexplained in any form: every number skipped is asked, and said, in the section before', () => {
    for (const definition of PUBLISHED_FORMS) {
      const numbers = definition.sections.map((_, position) => sectionNumber(definition, position));
      for (const [position, number] of numbers.entries()) {
        const next = numbers[position + 1];
        if (!/^\d+$/.test(number) || !next || !/^\d+$/.test(next)) continue;
        for (let skipped = Number(number) + 1; skipped < Number(next); skipped += 1)
          expect(numberingNote(definition, position), `${definition.path} ${number} → ${next}`).toContain(
            `part ${skipped} of the`,
          );
      }
    }
  });
});

describe('screen rules', () => {
  it('puts notes of 200 characters or fewer above the form, longer ones inside', () => {
    expect(notesPlacement('x'.repeat(200))).toBe('above');
    expect(notesPlacement('x'.repeat(201))).toBe('inside');
    expect(notesPlacement(undefined)).toBe('none');
  });

  it('renders up to 8 options as radio tiles and more as a dropdown', () => {
    const options = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), `Option ${i + 1}`]));
    expect(selectRendering({ answers: options(8) })).toBe('tiles');
    expect(selectRendering({ answers: options(9) })).toBe('dropdown');
  });

  it('limits text to 5000 in forms and 333 elsewhere, unless the question says otherwise', () => {
    expect(textLimit(undefined)).toBe(5000);
    expect(textLimit(undefined, false)).toBe(333);
    expect(textLimit({ maxLength: 100 })).toBe(100);
  });

  it('prefixes currency with £ and suffixes percentage with %', () => {
    expect(numberAffix('currency')).toEqual({ prefix: '£' });
    expect(numberAffix('percentage')).toEqual({ suffix: '%' });
  });
});

describe('list rows', () => {
  const columns = [
    { id: 'a', label: 'A', type: 'text' as const },
    { id: 'b', label: 'B', type: 'text' as const },
  ];

  it('always shows at least one row', () => {
    expect(displayedRows(undefined, columns)).toEqual([['', '']]);
    expect(displayedRows([], columns)).toEqual([['', '']]);
  });

  it('adds an empty row, up to the cap', () => {
    expect(addRow([['x', 'y']], columns)).toEqual([
      ['x', 'y'],
      ['', ''],
    ]);
    expect(addRow([['x', 'y']], columns, 1)).toEqual([['x', 'y']]);
  });

  it('hides delete for the last row and never deletes it', () => {
    expect(canDeleteRow([['x', 'y']])).toBe(false);
    expect(deleteRow([['x', 'y']], 0, columns)).toEqual([['x', 'y']]);
    expect(canDeleteRow([['x'], ['y']])).toBe(true);
    expect(deleteRow([['x'], ['y']], 0, columns)).toEqual([['y']]);
  });
});

describe('years and floors', () => {
  it('lists the current year back to 1970, then Not applicable and Before 1970', () => {
    const years = optionEntries(pastYears(2026));
    expect(years[0]).toEqual(['2026', '2026']);
    expect(years).toHaveLength(2026 - 1970 + 3);
    expect(years.at(-3)).toEqual(['1970', '1970']);
    expect(years.slice(-2).map(([, label]) => label)).toEqual(['Not applicable', 'Before 1970']);
    expect(pastYearKey(1965)).toBe('before-1970');
    expect(pastYearKey(1999)).toBe('1999');
  });

  it('lists the next 50 years then Unknown, and floors Ground then 1 to 100', () => {
    const future = optionEntries(futureYears(2026)).map(([, label]) => label);
    expect(future).toHaveLength(51);
    expect(future[0]).toBe('2026');
    expect(future.at(-1)).toBe('Unknown');
    const floorLabels = optionEntries(floors()).map(([, label]) => label);
    expect(floorLabels[0]).toBe('Ground');
    expect(floorLabels).toHaveLength(101);
    expect(Object.keys(floors().answers)).not.toContain('0');
  });
});
