import type { Answers } from './definition.ts';

/**
 * Show-if expressions (spec 02 §5.2): `answer[ID] = value` or `answer[ID] != value`, alone or two
 * joined by AND or OR. A missing answer makes an equality false (and an inequality true). An
 * expression that does not parse is ignored — the question stays visible — and reported.
 */
export type Comparison = { questionId: string; operator: '=' | '!='; value: string };
export type ShowIf = { operands: [Comparison] | [Comparison, Comparison]; join: 'AND' | 'OR' };

const COMPARISON = /^answer\[([A-Za-z0-9_]+)\]\s*(!=|=)\s*(?:'([^']*)'|"([^"]*)"|([^\s'"]+))$/;

function parseComparison(text: string): Comparison | null {
  const match = COMPARISON.exec(text.trim());
  if (!match) return null;
  return { questionId: match[1], operator: match[2] as '=' | '!=', value: match[3] ?? match[4] ?? match[5] };
}

export function parseShowIf(expression: string): ShowIf | null {
  const parts = expression.split(/\s+(AND|OR)\s+/);
  if (parts.length === 1) {
    const only = parseComparison(parts[0]);
    return only ? { operands: [only], join: 'AND' } : null;
  }
  if (parts.length !== 3) return null;
  const first = parseComparison(parts[0]);
  const second = parseComparison(parts[2]);
  return first && second ? { operands: [first, second], join: parts[1] as 'AND' | 'OR' } : null;
}

function holds(comparison: Comparison, answers: Answers): boolean {
  const answer = answers[comparison.questionId];
  const equal = typeof answer === 'string' && answer === comparison.value;
  return comparison.operator === '=' ? equal : !equal;
}

/** Whether the expression lets the question show; `onInvalid` hears about expressions it ignores. */
export function showIfHolds(expression: string, answers: Answers, onInvalid?: (expression: string) => void): boolean {
  const parsed = parseShowIf(expression);
  if (!parsed) {
    onInvalid?.(expression);
    return true;
  }
  const results = parsed.operands.map((operand) => holds(operand, answers));
  return parsed.join === 'AND' ? results.every(Boolean) : results.some(Boolean);
}
