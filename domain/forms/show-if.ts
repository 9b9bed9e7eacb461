/**
 * Show-if expressions (spec 02 §5.2): `answer[ID] = value` or `answer[ID] != value`, at most two
 * such operands joined by AND or OR. Parsing is separate from evaluation so the content test can
 * reject a bad expression before it ships, while the screens still ignore one at run time.
 */
import type { AnswerValue, Answers } from './definition.ts';
import { isEmptyAnswer } from './questions.ts';

export type ShowIfOperand = { questionId: string; operator: '=' | '!='; value: string };
export type ShowIfExpression = { operands: readonly ShowIfOperand[]; join: 'AND' | 'OR' };
export type ShowIfParse = { ok: true; expression: ShowIfExpression } | { ok: false; reason: string };

/** Receives one message per invalid expression met while evaluating; the question stays shown. */
export type Diagnostic = (message: string) => void;

const OPERAND = /^answer\[\s*([A-Za-z0-9_]+)\s*\]\s*(!=|=)\s*(?:'([^']*)'|"([^"]*)"|([^\s'"]+))$/;

export function parseShowIf(source: string): ShowIfParse {
  const text = source.trim();
  if (text === '') return { ok: false, reason: 'empty expression' };
  const hasAnd = /\sAND\s/i.test(text);
  const hasOr = /\sOR\s/i.test(text);
  if (hasAnd && hasOr) return { ok: false, reason: 'AND and OR cannot be mixed' };
  const join = hasOr ? 'OR' : 'AND';
  const parts = text.split(hasOr ? /\s+OR\s+/i : /\s+AND\s+/i);
  if (parts.length > 2) return { ok: false, reason: 'at most two operands' };
  const operands: ShowIfOperand[] = [];
  for (const part of parts) {
    const match = OPERAND.exec(part.trim());
    if (!match) return { ok: false, reason: `not an answer comparison: ${part.trim()}` };
    operands.push({
      questionId: match[1]!,
      operator: match[2] as '=' | '!=',
      value: match[3] ?? match[4] ?? match[5] ?? '',
    });
  }
  return { ok: true, expression: { operands, join } };
}

/**
 * A missing (or empty) answer makes the comparison false whichever the operator, so nothing is
 * revealed before the parent is answered (spec 02 §5.2: "a missing answer makes an equality
 * false"). A checkbox answer equals a value only when that value is its sole choice, which is what
 * "unless the only item is 4" needs (spec 02 §4.2); "includes" is show_if_answer_includes' job.
 */
function operandHolds(operand: ShowIfOperand, answer: AnswerValue | undefined): boolean {
  if (isEmptyAnswer(answer)) return false;
  const equal =
    typeof answer === 'string' ? answer === operand.value : answer!.length === 1 && answer![0] === operand.value;
  return operand.operator === '=' ? equal : !equal;
}

export function evaluateShowIfExpression(expression: ShowIfExpression, answers: Answers): boolean {
  const results = expression.operands.map((operand) => operandHolds(operand, answers[operand.questionId]));
  return expression.join === 'AND' ? results.every(Boolean) : results.some(Boolean);
}

/** True when the question should show. An invalid expression is ignored (shown) and reported. */
export function evaluateShowIf(source: string, answers: Answers, report?: Diagnostic): boolean {
  const parsed = parseShowIf(source);
  if (!parsed.ok) {
    report?.(`Ignored show-if "${source}": ${parsed.reason}`);
    return true;
  }
  return evaluateShowIfExpression(parsed.expression, answers);
}
