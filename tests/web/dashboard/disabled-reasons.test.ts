import { describe, expect, it } from 'vitest';
import { disabledReasons } from '../../../web/src/screens/dashboard/plan/disabledReasons.ts';

const none = {
  __typename: 'ChecklistItemCapabilities' as const,
  complete: false,
  view: true,
  sign: false,
  share: false,
};
const row = (over: Partial<Parameters<typeof disabledReasons>[0]> = {}) => ({
  progress: 100,
  signedByViewer: false,
  allSigned: false,
  viewerCan: none,
  ...over,
});

describe('why an action plan row cannot be signed or shared', () => {
  it('tells a seller a form finished by its answers is not signed, never that only sellers sign', () => {
    const reasons = disabledReasons(row(), true).join(' ');
    expect(reasons).toContain('Sign: this form is finished by its answers, not signed.');
    expect(reasons).toContain('Share: this form is finished by its answers, not signed.');
    expect(reasons).not.toContain('Only sellers can sign the form');
  });

  it('tells someone who is not a seller that only sellers sign, whatever the progress', () => {
    expect(disabledReasons(row({ progress: 40 }), false)).toContain('Sign: Only sellers can sign the form.');
  });

  it.each([
    [{ progress: 60 }, 'Sign: The form must be completed before signing.'],
    [{ signedByViewer: true, allSigned: false }, 'Sign: You have already signed the form.'],
    [{ allSigned: true }, 'Sign: every seller has signed.'],
  ])('tells a seller why not: %o', (over, reason) => {
    expect(disabledReasons(row(over), true)).toContain(reason);
  });

  it('says nothing about Sign or Share when both are offered', () => {
    const reasons = disabledReasons(row({ viewerCan: { ...none, sign: true, share: true } }), true);
    expect(reasons.some((r) => r.startsWith('Sign') || r.startsWith('Share'))).toBe(false);
  });
});
