import { describe, expect, it } from 'vitest';
import { seesPropertyField, visiblePropertyFields } from '../../../domain/field-visibility.ts';
import { ROLE } from '../../../domain/roles.ts';

const notSelling = { isSeller: false };

describe('which property fields a viewer receives', () => {
  it('simple users get no progress, meta or Who can see this fields', () => {
    expect([...visiblePropertyFields({ role: ROLE.simple }, notSelling)]).toEqual([]);
  });

  it('home movers see completion and phase, but not sellers’ emails, last sign-in or Who can see this', () => {
    expect([...visiblePropertyFields({ role: ROLE.homeMover }, { isSeller: true })].sort()).toEqual([
      'complete',
      'completed_phases',
      'phase',
    ]);
  });

  it('agents, solicitors and brand admins see every field of a property they do not sell', () => {
    for (const role of [ROLE.agent, ROLE.solicitor, ROLE.brandAdmin, ROLE.administrator]) {
      expect(visiblePropertyFields({ role }, notSelling).size).toBe(7);
    }
  });

  it('anyone who sells the property loses the Who can see this lists, whatever the role', () => {
    expect(seesPropertyField({ role: ROLE.agent }, { isSeller: true }, 'agencies_names')).toBe(false);
    expect(seesPropertyField({ role: ROLE.administrator }, { isSeller: true }, 'solicitors_names')).toBe(false);
    expect(seesPropertyField({ role: ROLE.agent }, { isSeller: true }, 'user_emails')).toBe(true);
  });
});
