import { describe, expect, it } from 'vitest';
import { tabularRows } from '../../../../domain/forms/carousel.ts';
import { isSectionReadOnly, sectionStartsExpanded } from '../../../../domain/forms/layout.ts';
import {
  ELECTRICAL_WORK_SINCE,
  HEATING_SINCE,
  isWithinLookBack,
  lookBackStart,
  WINDOWS_SINCE,
} from '../../../../domain/forms/look-backs.ts';
import { indexQuestions } from '../../../../domain/forms/questions.ts';
import { form, q, section } from './fixtures.ts';

describe('look-backs', () => {
  it('covers the last 20 years', () => {
    expect(lookBackStart(new Date('2026-11-23T10:00:00Z'))).toBe('2006-11-23');
  });

  it('asks about windows from April 2002, electrical work from January 2005 and heating from April 2005', () => {
    expect(isWithinLookBack(WINDOWS_SINCE, 2002, 3)).toBe(false);
    expect(isWithinLookBack(WINDOWS_SINCE, 2002, 4)).toBe(true);
    expect(isWithinLookBack(ELECTRICAL_WORK_SINCE, 2004)).toBe(false);
    expect(isWithinLookBack(ELECTRICAL_WORK_SINCE, 2005, 1)).toBe(true);
    expect(isWithinLookBack(HEATING_SINCE, 2005, 3)).toBe(false);
  });
});

describe('sections on screen', () => {
  it('starts a section expanded only when it is the only one', () => {
    expect(sectionStartsExpanded(1)).toBe(true);
    expect(sectionStartsExpanded(2)).toBe(false);
  });

  it("tags a section 'Read-only' only when all its questions are", () => {
    expect(isSectionReadOnly(section('1', [q('a', { readOnly: true }), q('b', { readOnly: true })]))).toBe(true);
    expect(isSectionReadOnly(section('1', [q('a', { readOnly: true }), q('b')]))).toBe(false);
  });

  it('shows a tabular row per group that is not hidden', () => {
    const definition = form([
      section(
        '1',
        [
          { id: 1, name: 'Always', questions: [q('a', { type: 'select', answers: { '1': 'Yes', '2': 'No' } })] },
          { id: 2, name: 'Only after yes', questions: [q('b', { showIf: 'answer[a] = 1' })] },
        ],
        { tabular: true },
      ),
    ]);
    const rows = (a?: string) =>
      tabularRows(definition.sections[0]!, indexQuestions(definition), a ? { a } : {}).map((g) => g.name);
    expect(rows()).toEqual(['Always']);
    expect(rows('1')).toEqual(['Always', 'Only after yes']);
  });
});
