import type { UnsignResponse } from '../../../contracts/signatures.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { findSignature, removeSignature, setAccepted } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, notFound } from '../app-error.ts';
import { payloadOf } from './shared.ts';
import { publishSignaturesChanged } from '../live/signatures-changed.ts';

/**
 * Removes a signature (its row stays, with who removed it and when). The form unlocks once no live
 * signature is left on it; preliminary information is no longer accepted.
 */
export async function unsign(
  db: Db,
  { viewer, signatureId }: { viewer: Viewer; signatureId: number },
): Promise<UnsignResponse> {
  const found = await findSignature(db, signatureId);
  if (!found || !(await findVisibleProperty(db, viewer, found.propertyId)))
    throw notFound(MESSAGES.signatureNotFound(signatureId));
  await db.transaction().execute(async (trx) => {
    if (!(await removeSignature(trx, signatureId, viewer.id, new Date())))
      throw conflict(MESSAGES.signatureAlreadyRemoved);
    await setAccepted(trx, found.propertyId, found.questionnaireId, false);
    await publishSignaturesChanged(trx, {
      propertyId: found.propertyId,
      questionnaireId: found.questionnaireId,
      actorId: viewer.id,
      signed: false,
    });
  });
  return { signature: payloadOf((await findSignature(db, signatureId))!) };
}
