import type { PropertySignaturesResponse, SignatureRecordPayload, UnsignResponse, VerifyResponse } from '../../../contracts/signatures.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { findFormInstance, loadDefinition } from '../../store/questionnaires.ts';
import { findSignature, liveSignatures, removeSignature, setAccepted, signatureHistory, type SignatureRecord } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, notFound } from '../errors.ts';
import { CATALOGUE, questionnaireName } from './catalogue.ts';
import { hashFormAnswers } from './form-hash.ts';

function payloadOf(record: SignatureRecord): SignatureRecordPayload {
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

async function visibleOr404(db: Db, viewer: Viewer, propertyId: number) {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return property;
}

/** Every signature attempt on the property, removed ones included (the admin signatures screen). */
export async function listSignatures(db: Db, viewer: Viewer, propertyId: number): Promise<PropertySignaturesResponse> {
  await visibleOr404(db, viewer, propertyId);
  return { property_id: propertyId, signatures: (await signatureHistory(db, propertyId)).map(payloadOf) };
}

/**
 * Removes a signature (its row stays, with who removed it and when). The form unlocks once no live
 * signature is left on it; preliminary information is no longer accepted.
 */
export async function unsign(db: Db, viewer: Viewer, signatureId: number): Promise<UnsignResponse> {
  const found = await findSignature(db, signatureId);
  if (!found || !(await findVisibleProperty(db, viewer, found.propertyId))) throw notFound(MESSAGES.signatureNotFound(signatureId));
  await db.transaction().execute(async (trx) => {
    if (!(await removeSignature(trx, signatureId, viewer.id, new Date()))) throw conflict(MESSAGES.signatureAlreadyRemoved);
    await setAccepted(trx, found.propertyId, found.questionnaireId, false);
  });
  return { signature: payloadOf((await findSignature(db, signatureId))!) };
}

/**
 * Recomputes the hash of each live signature's form from the answers held now (under the
 * definition version it was signed in) and says whether it still matches what was signed.
 */
export async function verifySignatures(db: Db, viewer: Viewer, propertyId: number): Promise<VerifyResponse> {
  await visibleOr404(db, viewer, propertyId);
  const live = await liveSignatures(db, propertyId);
  const current = new Map<string, string>();
  const signatures: VerifyResponse['signatures'] = [];
  for (const signature of live) {
    const cacheKey = `${signature.questionnaireId}:${signature.definitionVersion}`;
    if (!current.has(cacheKey)) {
      const instance = await findFormInstance(db, propertyId, signature.questionnaireId as QuestionnaireId);
      const definition =
        (await loadDefinition(db, signature.questionnaireId as QuestionnaireId, signature.definitionVersion)) ??
        CATALOGUE.latest.get(signature.questionnaireId);
      current.set(cacheKey, instance && definition ? (await hashFormAnswers(db, propertyId, definition, CATALOGUE)).sha256 : '');
    }
    const now = current.get(cacheKey)!;
    signatures.push({
      id: signature.id,
      questionnaire_id: signature.questionnaireId,
      questionnaire_name: questionnaireName(signature.questionnaireId),
      signer_name: signature.signerName,
      signed_at: signature.signedAt.toISOString(),
      definition_version: signature.definitionVersion,
      answers_sha256: signature.answersSha256,
      current_sha256: now,
      matches: now === signature.answersSha256,
    });
  }
  return { property_id: propertyId, all_match: signatures.every((s) => s.matches), signatures };
}
