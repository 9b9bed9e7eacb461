import { describe, expect, it } from 'vitest';
import { answerInWords, liveChangeNote, presenceLine } from '../../../../domain/live/notes.ts';

const at = new Date('2026-11-28T14:02:00Z');

describe('what the screens say of live changes', () => {
  it.each([
    ['a change a moment ago', { cleared: false }, 5_000, 'Sam Seller changed 4.1 just now'],
    ['an answer cleared', { cleared: true }, 5_000, 'Sam Seller cleared 4.1 just now'],
    [
      "a change over a minute old gives its time (the browser's own)",
      { cleared: false },
      61_000,
      `Sam Seller changed 4.1 at ${at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`,
    ],
  ])('%s', (_name, { cleared }, age, expected) => {
    expect(liveChangeNote({ by: 'Sam Seller', reference: '4.1', cleared, at }, new Date(at.getTime() + age))).toBe(
      expected,
    );
  });

  it.each([
    ['a choice by its label', '2', 'No'],
    ['text as typed', 'Driveway', 'Driveway'],
    ['nothing', null, 'No answer'],
    ['an empty text', '', 'No answer'],
    [
      'a list by its rows',
      [
        ['Oven', 'Included'],
        ['Fridge', ''],
      ],
      'Oven, Included; Fridge',
    ],
    ['several choices', ['a', 'b'], 'a; b'],
  ])('an answer in words: %s', (_name, value, expected) => {
    expect(answerInWords({ answers: { '1': 'Yes', '2': 'No' } }, value)).toBe(expected);
  });

  it('an amount of money as the form shows it', () => {
    expect(answerInWords({ type: 'currency' }, '512000')).toBe('£512,000');
    expect(answerInWords({ type: 'percentage' }, '12.5')).toBe('12.5%');
    expect(answerInWords({ type: 'currency' }, 'about half a million')).toBe('about half a million');
  });

  it.each([
    [{ thisForm: true, sectionName: 'Parking' }, 'Sam Seller, Seller: on this form, Parking'],
    [{ thisForm: true }, 'Sam Seller, Seller: on this form'],
    [{ thisForm: false, formName: 'Fixtures and fittings' }, 'Sam Seller, Seller: in Fixtures and fittings'],
    [{ thisForm: false }, 'Sam Seller, Seller: on the property'],
  ])('who is there and where: %j', (where, expected) => {
    expect(presenceLine({ name: 'Sam Seller', role: 'HOME_MOVER' }, where)).toBe(expected);
  });

  it('names other roles as the product does', () => {
    expect(presenceLine({ name: 'Ada', role: 'AGENT' }, { thisForm: false })).toBe('Ada, Agent: on the property');
    expect(presenceLine({ name: 'Sol', role: 'SOLICITOR' }, { thisForm: false })).toBe(
      'Sol, Solicitor: on the property',
    );
  });
});
