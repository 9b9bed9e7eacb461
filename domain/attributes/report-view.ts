import { csvFileName, csvRows } from '../csv.ts';
import { attributeValueText } from '../labels.ts';

/**
 * The report screens' rules (spec 02 §9.1), pure so the screens and their tests share them.
 */

/** More dimensions than this collapse behind a Show/Hide (n) toggle. */
export const COLLAPSE_AFTER = 5;
/** The CSV lists this many dimensions of an attribute, then one 'Other (n)' row. */
export const CSV_TOP = 10;
export const CSV_HEADER = ['Attribute', 'Total', 'Dimension', 'Count', 'Percentage'] as const;
/** The default report range: the last 7 days. */
export const DEFAULT_RANGE_DAYS = 7;

export type ReportDimension = { key: string; count: number; percentage: number };
export type ReportAttribute = {
  key: string;
  name: string;
  source: { name: string; title: string };
  metrics: { total: number; dimensions: readonly ReportDimension[] };
};

/** A dimension in words from the label table (domain/labels.ts); an empty one reads 'Not known yet'. */
export function dimensionLabel(attributeKey: string, key: string): string {
  return attributeValueText(attributeKey, key);
}

/** Percentage is the rounded count over the total. */
export function percentageOf(count: number, total: number): number {
  return total > 0 ? Math.round((count * 100) / total) : 0;
}

/** The dimensions a row shows: all when expanded or at most five; and how many the toggle hides. */
export function visibleDimensions<D>(
  dimensions: readonly D[],
  expanded: boolean,
): { shown: readonly D[]; hidden: number } {
  if (dimensions.length <= COLLAPSE_AFTER || expanded)
    return { shown: dimensions, hidden: dimensions.length > COLLAPSE_AFTER ? dimensions.length - COLLAPSE_AFTER : 0 };
  return { shown: dimensions.slice(0, COLLAPSE_AFTER), hidden: dimensions.length - COLLAPSE_AFTER };
}

/** [start of the day 7 days ago, now]. */
export function defaultDateRange(now: Date): [Date, Date] {
  const start = new Date(now);
  start.setDate(start.getDate() - DEFAULT_RANGE_DAYS);
  start.setHours(0, 0, 0, 0);
  return [start, now];
}

const UK_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * What a report's date range leaves out, said plainly beside it, so a report opened on its default
 * last 7 days never passes for the whole portfolio (docs/decisions/0441-report-range-said-plainly.md).
 * null when no date is chosen: every property counts.
 */
export function rangeNote(range: readonly [Date | null, Date | null]): string | null {
  const [from, to] = range;
  if (from && to) return `Only properties added from ${UK_DAY.format(from)} to ${UK_DAY.format(to)} are counted.`;
  if (from) return `Only properties added on or after ${UK_DAY.format(from)} are counted.`;
  if (to) return `Only properties added on or before ${UK_DAY.format(to)} are counted.`;
  return null;
}

/** The range as the API's bounds: the end date counts to its last moment. */
export function rangeBounds(range: readonly [Date | null, Date | null]): {
  createdAfter?: string;
  createdBefore?: string;
} {
  const [from, to] = range;
  const bounds: { createdAfter?: string; createdBefore?: string } = {};
  if (from) bounds.createdAfter = from.toISOString();
  if (to) {
    const end = new Date(to);
    end.setHours(23, 59, 59, 999);
    bounds.createdBefore = end.toISOString();
  }
  return bounds;
}

/**
 * The CSV export: one row per attribute and dimension, the ten largest dimensions and then an
 * 'Other (n)' row adding up the rest; null when there is nothing to export.
 */
export function attributesCsv(attributes: readonly ReportAttribute[]): string | null {
  const rows: (string | number)[][] = [];
  for (const attribute of attributes) {
    const { total, dimensions } = attribute.metrics;
    const sorted = [...dimensions].sort((a, b) => b.count - a.count);
    for (const dimension of sorted.slice(0, CSV_TOP))
      rows.push([
        attribute.name,
        total,
        dimensionLabel(attribute.key, dimension.key),
        dimension.count,
        percentageOf(dimension.count, total),
      ]);
    const rest = sorted.slice(CSV_TOP);
    if (rest.length) {
      const count = rest.reduce((sum, dimension) => sum + dimension.count, 0);
      rows.push([attribute.name, total, `Other (${rest.length})`, count, percentageOf(count, total)]);
    }
  }
  if (rows.length === 0) return null;
  return csvRows([CSV_HEADER, ...rows]);
}

/** Attributes_{timestamp}.csv (domain/csv.ts). */
export function attributesCsvFileName(now: Date): string {
  return csvFileName('Attributes', now);
}

/** Mortgage attributes count GREEN and AMBER as approved: the share in percent, to one decimal. */
export function approvalRate(attribute: Pick<ReportAttribute, 'metrics'> | undefined): number {
  if (!attribute || attribute.metrics.total === 0) return 0;
  const approved = attribute.metrics.dimensions
    .filter((d) => d.key === 'GREEN' || d.key === 'AMBER')
    .reduce((sum, d) => sum + d.count, 0);
  return Math.round((approved * 1000) / attribute.metrics.total) / 10;
}

/** A flag attribute's share of 'true', in percent to one decimal (the circles). */
export function flagRate(attribute: Pick<ReportAttribute, 'metrics'> | undefined): number {
  if (!attribute || attribute.metrics.total === 0) return 0;
  const yes = attribute.metrics.dimensions.find((d) => d.key === 'true')?.count ?? 0;
  return Math.round((yes * 1000) / attribute.metrics.total) / 10;
}

/** Transaction Fraud Risk Profile: the ratios of 'true' summed across attributes starting with fraud_risk. */
export function fraudRiskProfile(attributes: readonly ReportAttribute[]): number {
  const sum = attributes
    .filter((attribute) => attribute.key.startsWith('fraud_risk') && attribute.metrics.total > 0)
    .reduce(
      (total, attribute) =>
        total + (attribute.metrics.dimensions.find((d) => d.key === 'true')?.count ?? 0) / attribute.metrics.total,
      0,
    );
  return Math.round(sum * 1000) / 1000;
}

/** Gauge scales: the timescale runs 8 to 26 weeks with breaks at 16 and 18; complexity 0 to 100 with breaks at 45 and 60. */
export const TIMESCALE_GAUGE = { min: 8, max: 26, breaks: [16, 18] } as const;
export const COMPLEXITY_GAUGE = { min: 0, max: 100, breaks: [45, 60] } as const;

/** The band a gauge value falls in. */
export function gaugeBand(
  value: number,
  breaks: readonly [number, number] | readonly number[],
): 'green' | 'amber' | 'red' {
  if (value <= breaks[0]) return 'green';
  if (value <= breaks[1]) return 'amber';
  return 'red';
}
