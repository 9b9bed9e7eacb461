/** An attribute a property carries (from reports and outside data), as the widget takes it. */
export type PropertyAttribute = {
  name: string;
  value: string | number | boolean | null;
  dimension: string | null;
  source: { name: string; title: string } | null;
};

/** Other attributes shown before Show More (spec 01 §9). */
export const OTHER_SHOWN = 5;

/** The scores of spec 01 §2, in the order they show. */
export const SCORE_NAMES = ['complexity', 'predicted_weeks', 'fraud_risk', 'highlighted'] as const;

const SCORE_LABELS: Record<string, string> = {
  complexity: 'Complexity',
  predicted_weeks: 'Predicted weeks',
  fraud_risk: 'Fraud risk',
  highlighted: 'Highlighted',
};

export type ShownAttribute = { name: string; label: string; value: string; source: string };

function labelOf(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return SCORE_LABELS[name] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

function valueOf(value: PropertyAttribute['value']): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/**
 * Scores are the named ones (or any of dimension "score"); flags are of dimension "flag" and shown
 * only when set; everything else is Other, in the order given.
 */
export function groupAttributes(attributes: readonly PropertyAttribute[]) {
  const shown = (attribute: PropertyAttribute): ShownAttribute => ({
    name: attribute.name,
    label: labelOf(attribute.name),
    value: valueOf(attribute.value),
    source: attribute.source?.title ?? attribute.source?.name ?? '',
  });
  const isScore = (a: PropertyAttribute) =>
    (SCORE_NAMES as readonly string[]).includes(a.name) || a.dimension === 'score';
  const isFlag = (a: PropertyAttribute) => !isScore(a) && a.dimension === 'flag';
  const scores = attributes
    .filter(isScore)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(shown);
  const flags = attributes
    .filter((a) => isFlag(a) && a.value !== false && a.value !== null && a.value !== 0)
    .map(shown);
  const other = attributes.filter((a) => !isScore(a) && !isFlag(a)).map(shown);
  return { scores, flags, other };
}

function rank(name: string): number {
  const index = (SCORE_NAMES as readonly string[]).indexOf(name);
  return index === -1 ? SCORE_NAMES.length : index;
}
