import type { VerifyResponse } from '../../../contracts/signatures.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import type { Db } from '../../store/database.ts';
import { findFormInstance, loadDefinition } from '../../store/questionnaires.ts';
import { liveSignatures } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { CATALOGUE, questionnaireName } from './catalogue.ts';
import { hashFormAnswers } from './form-hash.ts';
import { visibleOr404 } from './shared.ts';

/**
 * Recomputes the hash of each live signature's form from the answers held now (under the
 * definition version it was signed in) and says whether it still matches what was signed.
 */
export async function verifySignatures(
  db: Db,
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<VerifyResponse> {
  await visibleOr404(db, { viewer, propertyId });
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
      current.set(
        cacheKey,
        instance && definition
          ? (await hashFormAnswers({ db, catalogue: CATALOGUE }, { propertyId, definition })).sha256
          : '',
      );
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
