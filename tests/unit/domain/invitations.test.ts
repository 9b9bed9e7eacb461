import { describe, expect, it } from 'vitest';
import {
  INVITATION_LIFETIME_DAYS,
  invitationExpiry,
  invitationTheme,
  MAX_SELLERS,
  mayInviteAnotherSeller,
  staffClaimOutcome,
} from '../../../domain/invitations.ts';
import { ROLE } from '../../../domain/roles.ts';
import { DEFAULT_THEME } from '../../../domain/themes.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('an invitation', () => {
  it('works for fourteen days from the moment it is sent, to the millisecond', () => {
    const sent = new Date('2026-03-28T23:30:00.123Z');
    expect(INVITATION_LIFETIME_DAYS).toBe(14);
    expect(invitationExpiry(sent).toISOString()).toBe('2026-04-11T23:30:00.123Z');
  });

  it('counts the lifetime in elapsed time, not calendar days, across a clock change', () => {
    // Europe's clocks go forward on 29 March 2026; the link still lasts 14 × 24 hours.
    const sent = new Date('2026-03-28T12:00:00Z');
    expect(invitationExpiry(sent).getTime() - sent.getTime()).toBe(14 * DAY);
  });

  it('starts its time again when sent again', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const resent = new Date('2026-01-10T00:00:00Z');
    expect(invitationExpiry(resent).getTime() - invitationExpiry(first).getTime()).toBe(9 * DAY);
  });

  it('leaves the time it is given as it was', () => {
    const sent = new Date('2026-01-01T00:00:00Z');
    invitationExpiry(sent);
    expect(sent.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('the sellers of a property', () => {
  it('are at most four, invited or signed up', () => {
    expect(MAX_SELLERS).toBe(4);
    expect([0, 1, 2, 3, 4, 5].map(mayInviteAnotherSeller)).toEqual([true, true, true, true, false, false]);
  });
});

describe('the theme an invitation is sent under', () => {
  it("is the property's brand's when it has one, whatever the inviter's app", () => {
    expect(invitationTheme('canopy', 'w').key).toBe('canopy');
  });

  it("is the inviter's app's when the property has no brand", () => {
    expect(invitationTheme(null, 'w').key).toBe('wiggywam');
    expect(invitationTheme('no-such-brand', 'k').key).toBe('knightfrank');
  });

  it("is the default when neither names one, and for 'h', which the default shares with the Law Society", () => {
    expect(invitationTheme(null, undefined)).toBe(DEFAULT_THEME);
    expect(invitationTheme(null, 'z')).toBe(DEFAULT_THEME);
    expect(invitationTheme(null, 'h')).toBe(DEFAULT_THEME);
  });
});

describe("accepting a solicitor's or agent's invitation", () => {
  const invitation = { role: ROLE.solicitor, organisationId: 7 };

  it('makes a new user (a home mover with no organisation, selling nothing) staff', () => {
    expect(staffClaimOutcome({ role: ROLE.homeMover, organisationId: null, sells: 0 }, invitation)).toBe(
      'becomes-staff',
    );
  });

  it('changes nothing for staff of the same organisation', () => {
    expect(staffClaimOutcome({ role: ROLE.solicitor, organisationId: 7, sells: 0 }, invitation)).toBe('already-staff');
  });

  it('is refused to a seller, to staff of another organisation and to a home mover of an organisation', () => {
    expect(staffClaimOutcome({ role: ROLE.homeMover, organisationId: null, sells: 1 }, invitation)).toBe('refused');
    expect(staffClaimOutcome({ role: ROLE.solicitor, organisationId: 8, sells: 0 }, invitation)).toBe('refused');
    expect(staffClaimOutcome({ role: ROLE.homeMover, organisationId: 7, sells: 0 }, invitation)).toBe('refused');
  });
});
