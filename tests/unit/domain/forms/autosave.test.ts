import { describe, expect, it } from 'vitest';
import { changedAnswers, isYesFlag, progressDelay, saveDelay } from '../../../../domain/forms/autosave.ts';
import { UPLOAD_FOLLOW, YES_NO, YES_NO_NOT_KNOWN } from '../../../../domain/forms/content/options.ts';

describe('autosave timing', () => {
  it('saves 5000 ms after the last change', () => {
    expect(saveDelay({ type: 'text', sectionBefore: 20, sectionAfter: 40 })).toBe(5000);
  });

  it('saves at once when a section reaches 100 or drops from it', () => {
    expect(saveDelay({ type: 'select', sectionBefore: 80, sectionAfter: 100 })).toBe(0);
    expect(saveDelay({ type: 'select', sectionBefore: 100, sectionAfter: 75 })).toBe(0);
  });

  it('saves uploads at once', () => {
    expect(saveDelay({ type: 'upload', sectionBefore: 20, sectionAfter: 20 })).toBe(0);
  });

  it('recomputes progress after 1000 ms, at once for an emptied answer or a yes flag', () => {
    const text = { type: 'text' as const };
    expect(progressDelay(text, 'abc')).toBe(1000);
    expect(progressDelay(text, '')).toBe(0);
    expect(progressDelay({ type: 'select', answers: YES_NO }, '1')).toBe(0);
    expect(progressDelay({ type: 'select', answers: UPLOAD_FOLLOW }, '3')).toBe(1000);
  });

  it('knows yes flags by their options', () => {
    expect(isYesFlag({ type: 'select', answers: YES_NO_NOT_KNOWN })).toBe(true);
    expect(isYesFlag({ type: 'checkbox', answers: YES_NO })).toBe(false);
  });

  it('sends only the answers that changed since the server confirmed', () => {
    expect(changedAnswers({ a: '1', b: ['1', '2'], c: 'x' }, { a: '1', b: ['1', '2'], c: 'y', d: 'new' })).toEqual({
      c: 'y',
      d: 'new',
    });
    expect(changedAnswers({ a: '1' }, {})).toEqual({ a: null });
  });
});
