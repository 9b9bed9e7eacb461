import { allSigned, displayedCompletion } from '../../../../../domain/signing/rules.ts';
import type { FormSigningFieldsFragment } from '../../../gql/forms.ts';

/**
 * The form's signing state as it will be once the viewer's signature is stored: shown at once in
 * the Apollo cache, replaced by the server's answer, rolled back if signing fails.
 */
export function signedOptimistically(
  state: FormSigningFieldsFragment,
  name: string,
  completion: number,
  accept: boolean,
): FormSigningFieldsFragment {
  const tally = { sellers: state.sellers, signed: state.signed + 1 };
  return {
    ...state,
    signed: tally.signed,
    signedByMe: true,
    locked: true,
    allSigned: allSigned(tally),
    accepted: accept || state.accepted,
    displayedPercent: displayedCompletion(completion, tally),
    signatures: [
      ...state.signatures,
      {
        __typename: 'FormSignature',
        id: `pending-${Date.now()}`,
        signerName: name.trim(),
        signedAt: new Date().toISOString(),
        mine: true,
      },
    ],
  };
}
