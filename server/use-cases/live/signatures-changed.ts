import { allSigned } from '../../../domain/signing/rules.ts';
import type { Db } from '../../store/database.ts';
import { propertySignatures } from '../signatures/signing-state.ts';
import { publishPropertyEvent } from './publish-property-event.ts';

/** The signatures_changed event of a signature given or withdrawn, with whether every seller has now signed the form. */
export async function publishSignaturesChanged(
  /** The transaction of the change, after it. */
  trx: Db,
  input: { propertyId: number; questionnaireId: number; actorId: string; signed: boolean },
): Promise<void> {
  const { live, sellers } = await propertySignatures(trx, input.propertyId);
  const signers = new Set(
    live.filter((signature) => signature.questionnaireId === input.questionnaireId).map((signature) => signature.userId),
  );
  await publishPropertyEvent(trx, input.propertyId, input.actorId, {
    type: 'signatures_changed',
    data: {
      questionnaire_id: input.questionnaireId,
      signed: input.signed,
      all_signed: allSigned({ sellers, signed: signers.size }),
    },
  });
}
