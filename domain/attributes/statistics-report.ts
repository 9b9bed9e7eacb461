import { STATISTICS_COLUMNS } from './statistics-columns.ts';
import { toOneDecimal } from './one-decimal.ts';

/** The attribute behind each statistics table. */
const KEY_OF_TABLE = { type: 'property_type', services: 'services', broadband: 'broadband', tenure: 'tenure' } as const;
/** The alert attributes that extend the tenure table, and the tenure they are a share of. */
const TENURE_EXTRAS = {
  freeholdpaycosts: 'freehold_unavoidable_costs',
  leaseholdlessthan80: 'short_lease',
  groundRentMoreThan01: 'onerous_ground_rent',
} as const;
const TENURE_BASE = {
  freeholdpaycosts: 'freehold',
  leaseholdlessthan80: 'leasehold',
  groundRentMoreThan01: 'leasehold',
} as const;

/** The attributes the statistics are counted from. */
export const STATISTICS_KEYS: readonly string[] = [
  ...Object.values(KEY_OF_TABLE),
  ...Object.values(TENURE_EXTRAS),
  'complexity',
  'predicted_weeks',
  'complexity_issues',
];

/** Current properties per attribute and dimension, with the average of the measures. */
export type StatisticsCount = { key: string; dimension: string; count: number; average: number | null };
/** Current properties in all, with a complete TA6, and with a complete TA6 and a freehold. */
export type StatisticsTotals = { total: number; ta6: number; ta6Freehold: number };

type Table = keyof typeof KEY_OF_TABLE;
type Figures = Record<Table, Record<string, number>>;

/** The property attribute report (spec 02 §9.1) without its time. */
export type AttributeStatistics = {
  percentages: Figures;
  counts: Figures & { nonstandard: number };
  averages: { currentComplexity: number; predictedTimescale: number; complexityIssues: number };
  propTypePropCount: number;
  ta6CompleteCount: number;
  ta6CompleteFreeholdCount: number;
  totalProps: number;
};

/** A share to one decimal place; nothing of nothing is 0. */
const percent = (count: number, base: number) => (base > 0 ? Math.round((count * 1000) / base) / 10 : 0);

/**
 * The report's tables, shares and averages from the counts: a property type's share is of the
 * typed properties, a service's of those with any service, a tenure alert's of its tenure, the
 * rest of every current property. Averages are weighted by the properties each dimension counts.
 */
export function statisticsReport(rows: readonly StatisticsCount[], totals: StatisticsTotals): AttributeStatistics {
  const count = (key: string, dimension: string) =>
    rows.find((row) => row.key === key && row.dimension === dimension)?.count ?? 0;
  const propertiesWith = (key: string) =>
    rows.filter((row) => row.key === key && row.dimension !== '').reduce((sum, row) => sum + row.count, 0);
  const average = (key: string) => {
    const own = rows.filter((row) => row.key === key);
    const n = own.reduce((sum, row) => sum + row.count, 0);
    return n ? toOneDecimal(own.reduce((sum, row) => sum + (row.average ?? 0) * row.count, 0) / n) : 0;
  };
  const complexityProps = rows.filter((row) => row.key === 'complexity').reduce((sum, row) => sum + row.count, 0);
  const issues = rows
    .filter((row) => row.key === 'complexity_issues' && row.dimension !== 'none')
    .reduce((sum, row) => sum + row.count, 0);

  const table = (name: Table) =>
    Object.fromEntries(
      STATISTICS_COLUMNS[name].map((column) => [
        column,
        column in TENURE_EXTRAS
          ? count(TENURE_EXTRAS[column as keyof typeof TENURE_EXTRAS], 'true')
          : count(KEY_OF_TABLE[name], column),
      ]),
    ) as Record<string, number>;
  const counts = {
    type: table('type'),
    services: table('services'),
    broadband: table('broadband'),
    tenure: table('tenure'),
  };
  const typed = propertiesWith('property_type');
  const servicesBase = rows
    .filter((row) => row.key === 'services' && row.dimension === '')
    .reduce((sum, row) => sum + row.count, 0);
  const withServices = totals.total - servicesBase;
  const tenureBase = (column: string) =>
    column in TENURE_BASE ? counts.tenure[TENURE_BASE[column as keyof typeof TENURE_BASE]] : totals.total;
  const shares = (figures: Record<string, number>, base: (column: string) => number) =>
    Object.fromEntries(Object.entries(figures).map(([column, n]) => [column, percent(n, base(column))]));
  return {
    percentages: {
      type: shares(counts.type, () => typed),
      services: shares(counts.services, () => withServices),
      broadband: shares(counts.broadband, () => totals.total),
      tenure: shares(counts.tenure, tenureBase),
    },
    counts: { ...counts, nonstandard: counts.type.nonstandard },
    averages: {
      currentComplexity: average('complexity'),
      predictedTimescale: average('predicted_weeks'),
      complexityIssues: complexityProps ? toOneDecimal(issues / complexityProps) : 0,
    },
    propTypePropCount: typed,
    ta6CompleteCount: totals.ta6,
    ta6CompleteFreeholdCount: totals.ta6Freehold,
    totalProps: totals.total,
  };
}
