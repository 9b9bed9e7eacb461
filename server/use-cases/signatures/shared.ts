import type { SignatureRecordPayload } from '../../../contracts/signatures.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { SignatureRecord } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { questionnaireName } from './catalogue.ts';

export function payloadOf(record: SignatureRecord): SignatureRecordPayload {
  return {
    id: record.id,
    questionnaire_id: record.questionnaireId,
    questionnaire_name: questionnaireName(record.questionnaireId),
    phase_id: record.phaseId,
    phase_label: record.phaseLabel,
    signer_name: record.signerName,
    signer_email: record.signerEmail,
    signer_role: record.signerRole as SignatureRecordPayload['signer_role'],
    seller_type: record.sellerType,
    definition_version: record.definitionVersion,
    answers_sha256: record.answersSha256,
    signed_at: record.signedAt.toISOString(),
    removed_at: record.removedAt?.toISOString() ?? null,
    removed_by_name: record.removedByName,
  };
}

/** The property, when the viewer can see it (else 404). */
export async function visibleOr404(db: Db, { viewer, propertyId }: { viewer: Viewer; propertyId: number }) {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return property;
}
