import { describe, expect, it, vi } from 'vitest';
import { evaluateShowIf, parseShowIf } from '../../../../domain/forms/show-if.ts';

describe('show-if expressions', () => {
  it('parses one comparison, or two joined by AND or OR', () => {
    expect(parseShowIf('answer[3_1] = 1')).toEqual({
      ok: true,
      expression: { join: 'AND', operands: [{ questionId: '3_1', operator: '=', value: '1' }] },
    });
    const parsed = parseShowIf("answer[5_1_option] = 3 OR answer[5_1_option] != '4'");
    expect(parsed.ok && parsed.expression.join).toBe('OR');
    expect(parsed.ok && parsed.expression.operands[1]).toEqual({
      questionId: '5_1_option',
      operator: '!=',
      value: '4',
    });
  });

  it('refuses more than two operands, mixed joins and anything that is not an answer comparison', () => {
    expect(parseShowIf('answer[1] = 1 AND answer[2] = 1 AND answer[3] = 1').ok).toBe(false);
    expect(parseShowIf('answer[1] = 1 AND answer[2] = 1 OR answer[3] = 1').ok).toBe(false);
    expect(parseShowIf('answer[1] > 1').ok).toBe(false);
    expect(parseShowIf('question[1] = 1').ok).toBe(false);
    expect(parseShowIf('').ok).toBe(false);
  });

  it('compares answers with = and !=', () => {
    expect(evaluateShowIf('answer[a] = 1', { a: '1' })).toBe(true);
    expect(evaluateShowIf('answer[a] = 1', { a: '2' })).toBe(false);
    expect(evaluateShowIf('answer[a] != 1', { a: '2' })).toBe(true);
    expect(evaluateShowIf('answer[a] != 1', { a: '1' })).toBe(false);
  });

  it('treats a missing or empty answer as making the comparison false', () => {
    expect(evaluateShowIf('answer[a] = 1', {})).toBe(false);
    expect(evaluateShowIf('answer[a] != 1', {})).toBe(false);
    expect(evaluateShowIf('answer[a] != 1', { a: '' })).toBe(false);
    expect(evaluateShowIf('answer[a] != 1', { a: [] })).toBe(false);
  });

  it('joins with AND and OR', () => {
    expect(evaluateShowIf('answer[a] = 1 AND answer[b] = 2', { a: '1', b: '2' })).toBe(true);
    expect(evaluateShowIf('answer[a] = 1 AND answer[b] = 2', { a: '1', b: '3' })).toBe(false);
    expect(evaluateShowIf('answer[a] = 1 OR answer[b] = 2', { a: '9', b: '2' })).toBe(true);
    expect(evaluateShowIf('answer[a] = 1 OR answer[b] = 2', { a: '9' })).toBe(false);
  });

  it('lets a checkbox answer equal a value only when that value is its only choice', () => {
    expect(evaluateShowIf('answer[items] != 4', { items: ['4'] })).toBe(false);
    expect(evaluateShowIf('answer[items] != 4', { items: ['4', '2'] })).toBe(true);
    expect(evaluateShowIf('answer[items] = 4', { items: ['4'] })).toBe(true);
  });

  it('ignores an invalid expression (the question shows) and reports it', () => {
    const report = vi.fn();
    expect(evaluateShowIf('answer[a] >= 3', { a: '1' }, report)).toBe(true);
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]![0]).toContain('answer[a] >= 3');
  });
});
