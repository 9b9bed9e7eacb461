import { ATTRIBUTES, type AttributeSource } from './catalogue.ts';
import { toOneDecimal } from './one-decimal.ts';

/** Properties per attribute and dimension, with the sum and number of the measures. */
export type AttributeCount = { key: string; dimension: string; count: number; sum: number | null; measured: number };

/** One attribute of the summary report (spec 02 §3.3). */
export type AttributeSummaryEntry = {
  id: string;
  key: string;
  name: string;
  source: AttributeSource;
  metrics: { total: number; count: Record<string, number>; average: number | null };
};

/** Dimensions by count, largest first (ties by name), so "top 10" is the first ten everywhere. */
export function sortedCounts(count: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(count).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)));
}

/**
 * The summary's attributes, in catalogue order, from their counts. An attribute's total is the sum
 * of its counts; for multi-valued attributes (complexity issues, services) it is the number of
 * properties with attributes, which every single-valued attribute's total already is, since the
 * engine writes each attribute for every property. A measure carries its average to one place.
 */
export function summariseAttributes(rows: readonly AttributeCount[]): AttributeSummaryEntry[] {
  const byKey = new Map<string, { total: number; sum: number; measured: number; count: Record<string, number> }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { total: 0, sum: 0, measured: 0, count: {} };
    entry.count[row.dimension] = row.count;
    entry.total += row.count;
    entry.sum += row.sum ?? 0;
    entry.measured += row.measured;
    byKey.set(row.key, entry);
  }
  const withAttributes = Math.max(
    0,
    ...ATTRIBUTES.filter((d) => d.kind !== 'multi' && byKey.has(d.key)).map((d) => byKey.get(d.key)!.total),
  );
  return ATTRIBUTES.filter((definition) => byKey.has(definition.key)).map((definition) => {
    const entry = byKey.get(definition.key)!;
    const measure = definition.kind === 'measure';
    const total = definition.kind === 'multi' && withAttributes > 0 ? withAttributes : entry.total;
    return {
      id: definition.key,
      key: definition.key,
      name: definition.name,
      source: definition.source,
      metrics: {
        total,
        count: sortedCounts(entry.count),
        average: measure && entry.measured ? toOneDecimal(entry.sum / entry.measured) : null,
      },
    };
  });
}
