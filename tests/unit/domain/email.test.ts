import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isEmailAddress } from '../../../domain/email.ts';
import { isInviteEmail } from '../../../domain/invitations.ts';

const part = fc.stringMatching(/^[a-z0-9_+-]{1,20}$/);

describe('an email address', () => {
  it('is something, an @ and a domain with a dot, whatever surrounds it with spaces', () => {
    fc.assert(
      fc.property(part, part, part, fc.stringMatching(/^ {0,3}$/), (local, host, top, pad) => {
        expect(isEmailAddress(`${pad}${local}@${host}.${top}${pad}`)).toBe(true);
      }),
    );
  });

  it('is refused without an @, without a dot in the domain, with a space inside, ending in a dot, or too long', () => {
    for (const text of [
      '',
      'someone',
      'someone@',
      '@example.com',
      'someone@example',
      'some one@example.com',
      'someone@example.com.',
      'a@b@c.com',
    ]) {
      expect(isEmailAddress(text)).toBe(false);
    }
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX)}@example.com`)).toBe(false);
  });

  it('is the rule invitations follow', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isInviteEmail(text)).toBe(isEmailAddress(text));
      }),
    );
  });
});
