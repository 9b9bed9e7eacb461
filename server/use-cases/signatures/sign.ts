import type { SignBody, SignResponse } from '../../../contracts/signatures.ts';
import { COMPLETE, formProgress } from '../../../domain/forms/completion.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { countedAnswers } from '../../../domain/forms/record-prefill.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { isSignerNameValid } from '../../../domain/signing/rules.ts';
import type { Db } from '../../store/database.ts';
import { findFormInstance } from '../../store/questionnaires.ts';
import { insertSignature, liveSignatures, lockPropertyForms, setAccepted } from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { queueWebhookEvent } from '../webhooks/publish-event.ts';
import { publishSignaturesChanged } from '../live/signatures-changed.ts';
import { answersChanged, badRequest, conflict, forbidden } from '../app-error.ts';
import { unseenAnswerChanges } from '../questionnaires/answer-changes.ts';
import { openForm } from '../questionnaires/find-form.ts';
import { CATALOGUE } from './catalogue.ts';
import { hashFormAnswers } from './form-hash.ts';
import { propertySignatures, signingStateOf } from './signing-state.ts';

type SignInput = {
  questionnaireId: QuestionnaireId;
  name: string;
  sellerType: number | null;
  accept: boolean;
  /** The answers revision the signer's screen showed; without it, the answers held now are signed (docs/decisions/0362-…). */
  answersRevision?: string;
};

/**
 * A seller signs a complete form (spec 02 §4.1): once each, only at 100. The signature records
 * the name as typed, the definition version and the SHA-256 of the answers the server holds at
 * that moment, read in the same transaction that stores it, so it covers exactly those answers.
 * When the signer says which revision of the answers they saw, an answer someone else changed
 * since refuses the signature (409, naming each change): a seller signs exactly what they saw.
 */
export async function sign(
  db: Db,
  { viewer, propertyId, ...input }: { viewer: Viewer; propertyId: number } & SignInput,
): Promise<SignResponse> {
  const { property, definition } = await openForm(
    { db, latest: CATALOGUE.latest },
    { viewer, propertyId, questionnaireId: input.questionnaireId },
  );
  if (!property.isSeller) throw forbidden(MESSAGES.signNotSeller);
  if (!isSignerNameValid(input.name)) throw badRequest(MESSAGES.signNameTooShort);
  return db.transaction().execute(async (trx) => {
    await lockPropertyForms(trx, propertyId);
    const instance = await findFormInstance(trx, propertyId, input.questionnaireId);
    const live = await liveSignatures(trx, propertyId);
    if (live.some((s) => s.questionnaireId === input.questionnaireId && s.userId === viewer.id))
      throw conflict(MESSAGES.signAlreadySigned);
    // Before completeness: an answer cleared since the signer looked is a change to show them first.
    if (input.answersRevision !== undefined) {
      // The form rows are locked: every change committed before now is visible, and none can follow.
      const { changes } = await unseenAnswerChanges(trx, {
        viewer,
        propertyId,
        definition,
        range: { since: input.answersRevision },
      });
      if (changes.length > 0) throw answersChanged(changes);
    }
    const { answers, origins, sha256 } = await hashFormAnswers(
      { db: trx, catalogue: CATALOGUE },
      { propertyId, definition },
    );
    // An answer from a record that must be confirmed does not count until it is (record-prefill.ts).
    const progress = formProgress(definition, countedAnswers(definition, answers, origins));
    if (!instance || !progress.complete || progress.completion < COMPLETE) throw conflict(MESSAGES.signIncomplete);
    const signatureId = await insertSignature(trx, {
      propertyId,
      questionnaireId: input.questionnaireId,
      phaseId: property.phaseId,
      userId: viewer.id,
      signerName: input.name.trim(),
      sellerType: input.sellerType,
      definitionVersion: instance.version,
      answersSha256: sha256,
      signedAt: new Date(),
    });
    if (input.accept) await setAccepted(trx, propertyId, input.questionnaireId, true);
    const state = await propertySignatures(trx, propertyId);
    await queueWebhookEvent(trx, {
      type: 'form.signed',
      propertyId,
      data: {
        property_id: propertyId,
        questionnaire_id: input.questionnaireId,
        signature_id: signatureId,
        answers_sha256: sha256,
      },
    });
    // Last: the live event holds the event sequence until the commit.
    await publishSignaturesChanged(trx, {
      propertyId,
      questionnaireId: input.questionnaireId,
      actorId: viewer.id,
      signed: true,
    });
    return {
      signature_id: signatureId,
      answers_sha256: sha256,
      signing: signingStateOf(state, {
        form: {
          questionnaireId: input.questionnaireId,
          completion: progress.completion,
          accepted: input.accept || instance.accepted,
        },
        viewer: { id: viewer.id, isSeller: true },
      }),
    };
  });
}

/** `POST /questionnaire/{propertyId}/sign`: a seller signs a form other than the one completed through its prompt. */
export function signForm(
  db: Db,
  { viewer, propertyId, body }: { viewer: Viewer; propertyId: number; body: SignBody },
): Promise<SignResponse> {
  // Preliminary information is completed through its Complete prompt, which also records the seller type.
  if (CATALOGUE.latest.get(body.questionnaire_id)?.formSubmit) throw badRequest(MESSAGES.completeThroughPrompt);
  return sign(db, {
    viewer,
    propertyId,
    questionnaireId: body.questionnaire_id as QuestionnaireId,
    name: body.name,
    sellerType: null,
    accept: false,
    answersRevision: body.answers_revision,
  });
}
