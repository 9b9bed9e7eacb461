import { describe, expect, it } from 'vitest';
import {
  approvalRate,
  attributesCsv,
  attributesCsvFileName,
  CSV_HEADER,
  defaultDateRange,
  dimensionLabel,
  flagRate,
  fraudRiskProfile,
  gaugeBand,
  percentageOf,
  rangeBounds,
  rangeNote,
  TIMESCALE_GAUGE,
  visibleDimensions,
  type ReportAttribute,
} from '../../../../domain/attributes/report-view.ts';

const attribute = (key: string, counts: Record<string, number>, name = key): ReportAttribute => {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    key,
    name,
    source: { name: 's', title: 'S' },
    metrics: {
      total,
      dimensions: Object.entries(counts).map(([k, count]) => ({
        key: k,
        count,
        percentage: percentageOf(count, total),
      })),
    },
  };
};

describe('report rules', () => {
  it('shows dimensions in words, an empty one as Not known yet, and rounds percentages', () => {
    expect(dimensionLabel('short_lease', '')).toBe('Not known yet');
    expect(dimensionLabel('mortgage_combined', 'AMBER')).toBe('Amber: a lender may ask questions first');
    expect(percentageOf(1, 3)).toBe(33);
    expect(percentageOf(2, 3)).toBe(67);
    expect(percentageOf(1, 0)).toBe(0);
  });

  it('collapses more than five dimensions behind the toggle', () => {
    expect(visibleDimensions([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 0 });
    expect(visibleDimensions([1, 2, 3, 4, 5, 6, 7], false)).toEqual({ shown: [1, 2, 3, 4, 5], hidden: 2 });
    expect(visibleDimensions([1, 2, 3, 4, 5, 6, 7], true).shown).toHaveLength(7);
  });

  it('defaults to the last 7 days and counts the end day to its last moment', () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const [from, to] = defaultDateRange(now);
    expect(from).toEqual(new Date(2026, 10, 16, 0, 0, 0, 0));
    expect(to).toBe(now);
    expect(new Date(rangeBounds([from, new Date(2026, 10, 23)]).createdBefore!)).toEqual(
      new Date(2026, 10, 23, 23, 59, 59, 999),
    );
    expect(rangeBounds([null, null])).toEqual({});
  });

  it('says in UK dates which properties a chosen range leaves out, and nothing when every date counts', () => {
    expect(rangeNote([new Date(2026, 10, 21), new Date(2026, 10, 28)])).toBe(
      'Only properties added from 21 Nov 2026 to 28 Nov 2026 are counted.',
    );
    expect(rangeNote([new Date(2026, 0, 2), null])).toBe('Only properties added on or after 2 Jan 2026 are counted.');
    expect(rangeNote([null, new Date(2026, 0, 2)])).toBe('Only properties added on or before 2 Jan 2026 are counted.');
    expect(rangeNote([null, null])).toBeNull();
  });

  it('exports the top 10 dimensions then Other (n), and nothing when empty', () => {
    const counts = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`d${i}`, 20 - i]));
    const csv = attributesCsv([attribute('many', counts, 'Many, with comma'), attribute('flag', { true: 1, '': 1 })])!;
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Attribute,Total,Dimension,Count,Percentage');
    expect(CSV_HEADER.join(',')).toBe(lines[0]);
    expect(lines).toHaveLength(1 + 11 + 2);
    expect(lines[1]).toBe('"Many, with comma",182,D0,20,11');
    expect(lines[11]).toBe('"Many, with comma",182,Other (3),27,15');
    expect(lines[12]).toBe('flag,2,Yes,1,50');
    expect(lines[13]).toBe('flag,2,Not known yet,1,50');
    expect(attributesCsv([])).toBeNull();
  });

  it('names the file Attributes_{timestamp}.csv', () => {
    expect(attributesCsvFileName(new Date(2026, 0, 2, 3, 4, 5))).toBe('Attributes_20260102030405.csv');
  });

  it('counts GREEN and AMBER as approved and sums fraud ratios', () => {
    expect(approvalRate(attribute('mortgage_combined', { GREEN: 2, AMBER: 1, RED: 1 }))).toBe(75);
    expect(flagRate(attribute('short_lease', { true: 1, false: 2 }))).toBe(33.3);
    expect(
      fraudRiskProfile([
        attribute('fraud_risk_a', { true: 1, false: 3 }),
        attribute('fraud_risk_b', { true: 1, false: 1 }),
        attribute('other', { true: 5 }),
      ]),
    ).toBe(0.75);
  });

  it('bands the timescale gauge at 16 and 18 weeks', () => {
    expect([16, 17, 18, 19].map((weeks) => gaugeBand(weeks, TIMESCALE_GAUGE.breaks))).toEqual([
      'green',
      'amber',
      'amber',
      'red',
    ]);
  });
});
