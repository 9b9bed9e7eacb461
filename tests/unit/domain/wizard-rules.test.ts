import { describe, expect, it } from 'vitest';
import { normalisePostcode } from '../../../domain/postcode.ts';
import { checkCreation, startOfMonthUtc } from '../../../domain/property-creation.ts';
import { normaliseTitleNumber } from '../../../domain/title-number.ts';

describe('postcodes', () => {
  it('accepts UK postcodes however they are typed and writes them the one way', () => {
    expect(normalisePostcode(' gl50 1qa ')).toBe('GL50 1QA');
    expect(normalisePostcode('SW1A1AA')).toBe('SW1A 1AA');
    expect(normalisePostcode('m1  1ae')).toBe('M1 1AE');
  });
  it('refuses text that is not a postcode', () => {
    for (const text of ['', 'hello', 'GL50', '12345', 'GL50 1Q', 'GL50 1QAA'])
      expect(normalisePostcode(text)).toBeNull();
  });
});

describe('title numbers', () => {
  it('accepts district letters and digits, forgiving case and spaces', () => {
    expect(normaliseTitleNumber('gr 123456')).toBe('GR123456');
    expect(normaliseTitleNumber('AGL98765')).toBe('AGL98765');
    expect(normaliseTitleNumber('123')).toBe('123');
  });
  it('refuses anything else', () => {
    for (const text of ['', 'GR', 'ABCD123', 'GR1234567', 'GR-12', '12GR'])
      expect(normaliseTitleNumber(text)).toBeNull();
  });
});

describe('whether one more property may be created', () => {
  it('spends a credit when there are some, and none when credits are unlimited (-1)', () => {
    expect(checkCreation({ credits: 3, monthlyLimit: -1, createdThisMonth: 10 })).toEqual({
      allowed: true,
      creditsAfter: 2,
    });
    expect(checkCreation({ credits: 1, monthlyLimit: -1, createdThisMonth: 0 })).toEqual({
      allowed: true,
      creditsAfter: 0,
    });
    expect(checkCreation({ credits: -1, monthlyLimit: -1, createdThisMonth: 0 })).toEqual({
      allowed: true,
      creditsAfter: -1,
    });
  });
  it('blocks at 0 credits', () => {
    expect(checkCreation({ credits: 0, monthlyLimit: -1, createdThisMonth: 0 })).toEqual({
      allowed: false,
      reason: 'NO_CREDITS',
    });
  });
  it('blocks once the month has reached the limit, whatever the credits; -1 is unlimited', () => {
    expect(checkCreation({ credits: -1, monthlyLimit: 5, createdThisMonth: 5 })).toEqual({
      allowed: false,
      reason: 'MONTHLY_LIMIT_REACHED',
    });
    expect(checkCreation({ credits: 9, monthlyLimit: 0, createdThisMonth: 0 })).toEqual({
      allowed: false,
      reason: 'MONTHLY_LIMIT_REACHED',
    });
    expect(checkCreation({ credits: 9, monthlyLimit: 5, createdThisMonth: 4 })).toEqual({
      allowed: true,
      creditsAfter: 8,
    });
  });
  it('counts the month from its first day in UTC', () => {
    expect(startOfMonthUtc(new Date('2026-11-30T23:59:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
