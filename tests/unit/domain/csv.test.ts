import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvFileName, csvRows, csvTimestamp } from '../../../domain/csv.ts';

/** What a spreadsheet shows for a text cell: one starting like a formula gets a leading '. */
const shown = (text: string) => (/^[=+\-@\t\r＝＋－＠]/.test(text) ? `'${text}` : text);

describe('CSV exports', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(
      csvRows([['plain', 'a, b', 'say "hi"', '=SUM(A1)', null, undefined, 40, 'two\nlines', '@cmd', '-1+1']]),
    ).toBe(`plain,"a, b","say ""hi""",'=SUM(A1),,,40,"two\nlines",'@cmd,'-1+1\r\n`);
  });

  it('reads back, row for row and cell for cell, whatever the text', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom(',', '"', '\n', '\r\n', ' lead', '=1', '+', '-', '@'),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const text = csvRows(rows);
        expect(text.endsWith('\r\n')).toBe(true);
        const read = parse(text, { relax_column_count: true }) as string[][];
        expect(read).toEqual(
          rows.map((row) => row.map((value) => (typeof value === 'number' ? String(value) : shown(value)))),
        );
      }),
    );
  });

  it('stamps every export’s file name as yyyyMMddHHmmss in local time', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (date) => {
        const stamp = csvTimestamp(date);
        expect(stamp).toMatch(/^\d{14}$/);
        const [, y, mo, d, h, mi, s] = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(stamp)!.map(Number);
        expect(new Date(y, mo - 1, d, h, mi, s).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
      }),
    );
    expect(csvFileName('Properties', new Date(2026, 0, 2, 3, 4, 5))).toBe('Properties_20260102030405.csv');
  });
});
