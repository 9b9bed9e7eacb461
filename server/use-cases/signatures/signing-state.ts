import type { SigningState } from '../../../contracts/signatures.ts';
import { allSigned, displayedCompletion, isLocked } from '../../../domain/signing/rules.ts';
import type { Db } from '../../store/database.ts';
import { liveSignatures, sellerCount, type LiveSignature } from '../../store/signatures.ts';

/** The signatures of every form of the property, read once. */
export async function propertySignatures(db: Db, propertyId: number) {
  const [live, sellers] = await Promise.all([liveSignatures(db, propertyId), sellerCount(db, propertyId)]);
  return { live, sellers };
}

export function signingStateOf(
  input: { live: readonly LiveSignature[]; sellers: number },
  {
    form,
    viewer,
  }: {
    form: { questionnaireId: number; completion: number | null; accepted: boolean };
    viewer: { id: string; isSeller: boolean };
  },
): SigningState {
  const mine = input.live.filter((signature) => signature.questionnaireId === form.questionnaireId);
  const tally = { sellers: input.sellers, signed: new Set(mine.map((signature) => signature.userId)).size };
  return {
    questionnaire_id: form.questionnaireId,
    sellers: tally.sellers,
    signed: tally.signed,
    signed_by_me: mine.some((signature) => signature.userId === viewer.id),
    all_signed: allSigned(tally),
    locked: isLocked(tally),
    is_seller: viewer.isSeller,
    accepted: form.accepted,
    displayed_percent: displayedCompletion(form.completion, tally),
    signatures: mine.map((signature) => ({
      id: signature.id,
      signer_name: signature.signerName,
      signed_at: signature.signedAt.toISOString(),
      mine: signature.userId === viewer.id,
    })),
  };
}
