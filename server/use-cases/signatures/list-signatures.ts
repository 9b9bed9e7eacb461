import type { PropertySignaturesResponse } from '../../../contracts/signatures.ts';
import type { Db } from '../../store/database.ts';
import { signatureHistory } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { payloadOf, visibleOr404 } from './shared.ts';

/** Every signature attempt on the property, removed ones included (the admin signatures screen). */
export async function listSignatures(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PropertySignaturesResponse> {
  await visibleOr404(db, { viewer, propertyId });
  return { property_id: propertyId, signatures: (await signatureHistory(db, propertyId)).map(payloadOf) };
}
