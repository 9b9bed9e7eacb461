import type { PropertyAttribute } from './groupAttributes.ts';

/** An attribute row as the engine stores it (GraphQL `Property.attributes`). */
export type EngineAttribute = {
  key: string;
  dimension: string;
  value: number | null;
  source: { name: string; title: string };
};

/** The engine's measures, shown as the widget's scores. */
const SCORES = new Set(['complexity', 'predicted_weeks', 'potential_timesavings']);

function isFlag(attribute: EngineAttribute): boolean {
  return attribute.source.name === 'legal_alerts' || attribute.key.startsWith('fraud_risk');
}

function valueOf(attribute: EngineAttribute): PropertyAttribute['value'] {
  if (attribute.dimension === 'true') return true;
  if (attribute.dimension === 'false') return false;
  if (attribute.value !== null && SCORES.has(attribute.key))
    return attribute.dimension ? `${attribute.value} (${attribute.dimension})` : attribute.value;
  return attribute.dimension || null;
}

/**
 * The engine's rows as the widget shows them: measures as scores, legal alerts and fraud risks as
 * flags, the rest as Other. Multi-valued attributes (a row per value, such as complexity issues)
 * become one entry listing their values.
 */
export function widgetAttributes(rows: readonly EngineAttribute[]): PropertyAttribute[] {
  const byKey = new Map<string, PropertyAttribute>();
  for (const row of rows) {
    const existing = byKey.get(row.key);
    if (existing) {
      if (row.dimension)
        existing.value = existing.value ? `${String(existing.value)}, ${row.dimension}` : row.dimension;
      continue;
    }
    byKey.set(row.key, {
      name: row.key,
      value: valueOf(row),
      dimension: SCORES.has(row.key) ? 'score' : isFlag(row) ? 'flag' : null,
      source: row.source,
    });
  }
  return [...byKey.values()];
}
