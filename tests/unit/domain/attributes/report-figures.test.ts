import { describe, expect, it } from 'vitest';
import { statisticsReport, type StatisticsCount } from '../../../../domain/attributes/statistics-report.ts';
import {
  sortedCounts,
  summariseAttributes,
  type AttributeCount,
} from '../../../../domain/attributes/summary-metrics.ts';

const counted = (key: string, dimension: string, count: number, average: number | null = null): StatisticsCount => ({
  key,
  dimension,
  count,
  average,
});

describe('the attribute statistics report', () => {
  const totals = { total: 10, ta6: 4, ta6Freehold: 3 };

  it('shares a property type of the typed properties only, and counts park homes as nonstandard', () => {
    const report = statisticsReport(
      [
        counted('property_type', 'detached', 3),
        counted('property_type', 'nonstandard', 1),
        counted('property_type', '', 6),
      ],
      totals,
    );
    expect(report.counts.type.detached).toBe(3);
    expect(report.counts.type.terraced).toBe(0);
    expect(report.counts.nonstandard).toBe(1);
    expect(report.propTypePropCount).toBe(4);
    expect(report.percentages.type.detached).toBe(75);
    expect(report.percentages.type.nonstandard).toBe(25);
  });

  it('shares a service of the properties with any service, broadband of every property', () => {
    const report = statisticsReport(
      [
        counted('services', 'gas', 2),
        counted('services', 'water', 3),
        counted('services', '', 7),
        counted('broadband', 'fttp', 1),
      ],
      totals,
    );
    expect(report.percentages.services.gas).toBe(66.7);
    expect(report.percentages.services.water).toBe(100);
    expect(report.percentages.broadband.fttp).toBe(10);
  });

  it('shares a tenure alert of its own tenure, and says 0 of nothing', () => {
    const report = statisticsReport(
      [
        counted('tenure', 'freehold', 4),
        counted('tenure', 'leasehold', 5),
        counted('short_lease', 'true', 2),
        counted('freehold_unavoidable_costs', 'true', 1),
        counted('onerous_ground_rent', 'false', 5),
      ],
      totals,
    );
    expect(report.counts.tenure.leaseholdlessthan80).toBe(2);
    expect(report.percentages.tenure.leaseholdlessthan80).toBe(40);
    expect(report.percentages.tenure.freeholdpaycosts).toBe(25);
    expect(report.counts.tenure.groundRentMoreThan01).toBe(0);
    expect(report.percentages.tenure.freehold).toBe(40);
    expect(statisticsReport([], { total: 0, ta6: 0, ta6Freehold: 0 }).percentages.tenure.freehold).toBe(0);
  });

  it('weights averages by the properties of each dimension and counts issues per property', () => {
    const report = statisticsReport(
      [
        counted('complexity', 'GREEN', 3, 40),
        counted('complexity', 'RED', 1, 80),
        counted('predicted_weeks', 'GREEN', 2, 15),
        counted('complexity_issues', 'leasehold', 2),
        counted('complexity_issues', 'disputes', 1),
        counted('complexity_issues', 'none', 2),
      ],
      totals,
    );
    expect(report.averages).toEqual({ currentComplexity: 50, predictedTimescale: 15, complexityIssues: 0.8 });
    expect(statisticsReport([], totals).averages).toEqual({
      currentComplexity: 0,
      predictedTimescale: 0,
      complexityIssues: 0,
    });
  });

  it('passes the totals through', () => {
    const report = statisticsReport([], totals);
    expect([report.totalProps, report.ta6CompleteCount, report.ta6CompleteFreeholdCount]).toEqual([10, 4, 3]);
  });
});

const row = (
  key: string,
  dimension: string,
  count: number,
  sum: number | null = null,
  measured = 0,
): AttributeCount => ({
  key,
  dimension,
  count,
  sum,
  measured,
});

describe('the attribute summary', () => {
  it('lists dimensions largest first, ties by name', () => {
    expect(Object.keys(sortedCounts({ b: 2, a: 2, c: 5, '': 1 }))).toEqual(['c', 'a', 'b', '']);
  });

  it('gives a measure its average to one place and a flag none', () => {
    const [complexity, covenants] = summariseAttributes([
      row('restrictive_covenants', 'true', 1),
      row('restrictive_covenants', 'false', 2),
      row('complexity', 'GREEN', 2, 81, 2),
      row('complexity', 'RED', 1, 70, 1),
    ]);
    expect(complexity).toMatchObject({
      key: 'complexity',
      name: 'Complexity',
      metrics: { total: 3, count: { GREEN: 2, RED: 1 }, average: 50.3 },
    });
    expect(covenants).toMatchObject({ key: 'restrictive_covenants', metrics: { total: 3, average: null } });
  });

  it('totals a multi-valued attribute as the properties with attributes, not the sum of its values', () => {
    const summary = summariseAttributes([
      row('complexity', 'GREEN', 4, 160, 4),
      row('complexity_issues', 'leasehold', 3),
      row('complexity_issues', 'disputes', 3),
    ]);
    expect(summary.find((entry) => entry.key === 'complexity_issues')?.metrics.total).toBe(4);
  });

  it('leaves out attributes nobody has', () => {
    expect(summariseAttributes([])).toEqual([]);
  });
});
