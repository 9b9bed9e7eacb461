/**
 * Who may sign a form and what the screens show around signing (spec 02 §4.1, §5.2; spec 01 §4).
 * The server enforces the same rules; the web app only mirrors them to explain a disabled button.
 */
import { COMPLETE } from '../forms/completion.ts';

/**
 * The disabled Sign button's tooltips, word for word (spec 02 §5.2), but for the spec's typo
 * "aleady", which is spelt right (docs/decisions/0401-spec-typos-spelt-right.md).
 */
export const SIGN_TOOLTIPS = {
  incomplete: 'The form must be completed before signing',
  notSeller: 'Only sellers can sign the form',
  alreadySigned: 'You have already signed the form',
  /** Preliminary information's Complete button. */
  mustComplete: 'The form must be completed',
  noPath: 'No form path provided',
} as const;

/** A signing name must be longer than 1 character (spec 02 §9). */
export const MIN_SIGNER_NAME = 2;

export function isSignerNameValid(name: string): boolean {
  return name.trim().length >= MIN_SIGNER_NAME;
}

export type SignState = {
  /** The form path; absent means the screen was opened without one. */
  path: string | null | undefined;
  /** The form's computed completion (not the displayed figure). */
  completion: number | null;
  isSeller: boolean;
  signedByMe: boolean;
};

/** Why the viewer may not sign now, as the tooltip says it, or null when they may. */
export function signBlockedReason(state: SignState): string | null {
  if (!state.path) return SIGN_TOOLTIPS.noPath;
  if (!state.isSeller) return SIGN_TOOLTIPS.notSeller;
  if ((state.completion ?? 0) < COMPLETE) return SIGN_TOOLTIPS.incomplete;
  if (state.signedByMe) return SIGN_TOOLTIPS.alreadySigned;
  return null;
}

export function canSign(state: SignState): boolean {
  return signBlockedReason(state) === null;
}

export type SignatureTally = { sellers: number; signed: number };

/** Every seller has signed (a property with no sellers has nobody to sign, so never). */
export function allSigned(tally: SignatureTally): boolean {
  return tally.sellers > 0 && tally.signed >= tally.sellers;
}

/** Once any seller has signed, nobody may change the form's answers (spec 01 §4). */
export function isLocked(tally: Pick<SignatureTally, 'signed'>): boolean {
  return tally.signed > 0;
}

/**
 * The completion the dashboard and the forms display: a complete form shows 99 until every seller
 * has signed it (spec 01 §4, §9), so 100 always means signed by all.
 */
export function displayedCompletion(completion: number | null, tally: SignatureTally): number | null {
  if (completion === null) return null;
  if (completion >= COMPLETE && !allSigned(tally)) return COMPLETE - 1;
  return completion;
}

/** Why a complete form reads 99: displayed completion is capped until every seller has signed (spec 01 §4). */
export const WAITING_FOR_SIGNATURES =
  'Waiting for all sellers to sign: the form shows 99% until every seller has signed it.';

/** What the form screen says about signatures already given, if anything (spec 02 §2.1). */
export const SIGNED_BY_ME_NOTICE =
  'You have signed this form, but some sellers have not. In the meantime you can download a draft copy of the completed form.';
export const SIGNED_BY_OTHER_NOTICE =
  'This form has been completed by another seller, and now requires your signature.';

export function signatureNotice(state: {
  signedByMe: boolean;
  signed: number;
  allSigned: boolean;
  isSeller: boolean;
}): string | null {
  if (state.allSigned || state.signed === 0) return null;
  if (state.signedByMe) return SIGNED_BY_ME_NOTICE;
  return state.isSeller ? SIGNED_BY_OTHER_NOTICE : null;
}
