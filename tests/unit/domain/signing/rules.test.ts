import { describe, expect, it } from 'vitest';
import {
  allSigned,
  canSign,
  displayedCompletion,
  isLocked,
  isSignerNameValid,
  signBlockedReason,
  signatureNotice,
} from '../../../../domain/signing/rules.ts';

const ready = { path: 'info', completion: 100, isSeller: true, signedByMe: false };

describe('who may sign', () => {
  it('a seller of a complete form who has not signed yet', () => {
    expect(canSign(ready)).toBe(true);
    expect(signBlockedReason(ready)).toBeNull();
  });

  it('explains each refusal with the tooltip of spec 02 §5.2, the missing path first', () => {
    expect(signBlockedReason({ ...ready, path: undefined })).toBe('No form path provided');
    expect(signBlockedReason({ ...ready, isSeller: false, completion: 50 })).toBe('Only sellers can sign the form');
    expect(signBlockedReason({ ...ready, completion: 99 })).toBe('The form must be completed before signing');
    expect(signBlockedReason({ ...ready, completion: null })).toBe('The form must be completed before signing');
    expect(signBlockedReason({ ...ready, signedByMe: true })).toBe('You have already signed the form');
  });

  it('needs a name longer than 1 character, spaces aside', () => {
    expect(isSignerNameValid('')).toBe(false);
    expect(isSignerNameValid(' A ')).toBe(false);
    expect(isSignerNameValid('Al')).toBe(true);
  });
});

describe('after signatures', () => {
  it('locks the form once any seller has signed', () => {
    expect(isLocked({ signed: 0 })).toBe(false);
    expect(isLocked({ signed: 1 })).toBe(true);
  });

  it('counts all signed only when every seller has, and never for a property without sellers', () => {
    expect(allSigned({ sellers: 2, signed: 1 })).toBe(false);
    expect(allSigned({ sellers: 2, signed: 2 })).toBe(true);
    expect(allSigned({ sellers: 0, signed: 0 })).toBe(false);
  });

  it('shows 99 for a complete form until every seller has signed', () => {
    expect(displayedCompletion(100, { sellers: 2, signed: 1 })).toBe(99);
    expect(displayedCompletion(100, { sellers: 2, signed: 2 })).toBe(100);
    expect(displayedCompletion(64, { sellers: 2, signed: 0 })).toBe(64);
    expect(displayedCompletion(null, { sellers: 2, signed: 0 })).toBeNull();
  });

  it('tells the seller who signed to wait, and the one who has not that it needs them', () => {
    expect(signatureNotice({ signedByMe: true, signed: 1, allSigned: false, isSeller: true })).toBe(
      'You have signed this form, but some sellers have not. In the meantime you can download a draft copy of the completed form.',
    );
    expect(signatureNotice({ signedByMe: false, signed: 1, allSigned: false, isSeller: true })).toContain(
      'completed by another seller, and now requires your signature',
    );
    expect(signatureNotice({ signedByMe: false, signed: 1, allSigned: false, isSeller: false })).toBeNull();
    expect(signatureNotice({ signedByMe: true, signed: 2, allSigned: true, isSeller: true })).toBeNull();
  });
});
