import type { SignatureRecordPayload, SigningState, VerifyResponse } from '../../../contracts/signatures.ts';
import type { FormSigning, SignatureRecord, VerifiedSignature } from '../generated/resolvers-types.ts';
import { questionnaireKey } from './questionnaire-key.ts';

/** A form's signing state in GraphQL terms, keyed like its questionnaire so a signature updates the cached form. */
export function formSigningOf(propertyId: number, state: SigningState): FormSigning {
  return {
    id: questionnaireKey(propertyId, state.questionnaire_id),
    sellers: state.sellers,
    signed: state.signed,
    signedByMe: state.signed_by_me,
    allSigned: state.all_signed,
    locked: state.locked,
    isSeller: state.is_seller,
    accepted: state.accepted,
    displayedPercent: state.displayed_percent,
    signatures: state.signatures.map((signature) => ({
      id: String(signature.id),
      signerName: signature.signer_name,
      signedAt: signature.signed_at,
      mine: signature.mine,
    })),
  };
}

export function signatureRecordOf(record: SignatureRecordPayload): SignatureRecord {
  return {
    id: String(record.id),
    questionnaireId: record.questionnaire_id,
    questionnaireName: record.questionnaire_name,
    phaseId: record.phase_id,
    phaseLabel: record.phase_label,
    signerName: record.signer_name,
    signerEmail: record.signer_email,
    signerRole: record.signer_role as SignatureRecord['signerRole'],
    sellerType: record.seller_type,
    definitionVersion: record.definition_version,
    answersSha256: record.answers_sha256,
    signedAt: record.signed_at,
    removedAt: record.removed_at,
    removedByName: record.removed_by_name,
  };
}

export function verifiedOf(signature: VerifyResponse['signatures'][number]): VerifiedSignature {
  return {
    id: String(signature.id),
    questionnaireId: signature.questionnaire_id,
    questionnaireName: signature.questionnaire_name,
    signerName: signature.signer_name,
    signedAt: signature.signed_at,
    definitionVersion: signature.definition_version,
    answersSha256: signature.answers_sha256,
    currentSha256: signature.current_sha256,
    matches: signature.matches,
  };
}
