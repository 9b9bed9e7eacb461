import type { CompleteBody, SignResponse } from '../../../contracts/signatures.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { CATALOGUE } from './catalogue.ts';
import { sign } from './sign.ts';

/**
 * Preliminary information is completed rather than signed (spec 02 §4.3): the seller's name, a
 * seller type from its form_submit options (never 0), and the form is marked accepted.
 */
export function completeForm(
  db: Db,
  {
    viewer,
    propertyId,
    questionnaireId,
    body,
  }: { viewer: Viewer; propertyId: number; questionnaireId: QuestionnaireId; body: CompleteBody },
): Promise<SignResponse> {
  const definition = CATALOGUE.latest.get(questionnaireId);
  if (!definition?.formSubmit) throw badRequest(MESSAGES.completeOnlyPreliminary);
  const sellerType = String(body.sellerType);
  if (sellerType === '0' || !(sellerType in definition.formSubmit.sellerTypes))
    throw badRequest(MESSAGES.sellerTypeRequired);
  return sign(db, {
    viewer,
    propertyId,
    questionnaireId,
    name: body.sellerName,
    sellerType: Number(sellerType),
    accept: true,
    answersRevision: body.answers_revision,
  });
}
