import { MESSAGES } from '../../../domain/messages.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canReadForm } from '../../../domain/forms/form-access.ts';
import { enquiriesDefinition, readSellersQuestions } from '../../../domain/forms/enquiries.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { findFormInstance, loadDefinition, type FormInstance } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, notFound } from '../errors.ts';

export type OpenForm = {
  property: PropertyRecord;
  definition: FormDefinition;
  instance: FormInstance | undefined;
};

/**
 * The property and the questionnaire the viewer asked for, under the definition version the
 * property's answers were given in (the newest for a form not yet started). A property outside the
 * viewer's tenancy is 404; a form their role may not read is 403.
 */
export async function openForm(db: Db, viewer: Viewer, propertyId: number, questionnaireId: QuestionnaireId, latest: ReadonlyMap<number, FormDefinition>): Promise<OpenForm> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const newest = latest.get(questionnaireId);
  if (!newest) throw notFound(MESSAGES.questionnaireNotFound(questionnaireId));
  if (!canReadForm(viewer.role, newest.path)) throw forbidden(MESSAGES.noPermission);
  const instance = await findFormInstance(db, propertyId, questionnaireId);
  const definition = instance && instance.version !== newest.version ? await loadDefinition(db, questionnaireId, instance.version) : newest;
  if (!definition) throw notFound(MESSAGES.questionnaireNotFound(questionnaireId));
  // Conveyancing enquiries ask the questions of the property's own title report.
  if (definition.path === 'conveyancingEnquiries') return { property, definition: enquiriesDefinition(definition, sellersQuestionsOf(property)), instance };
  return { property, definition, instance };
}

function sellersQuestionsOf(property: PropertyRecord) {
  const passport = property.data.passport as { report?: { sellers_questions?: unknown } } | undefined;
  return readSellersQuestions(passport?.report?.sellers_questions);
}
