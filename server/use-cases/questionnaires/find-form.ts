import { MESSAGES } from '../../../domain/messages.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canReadForm } from '../../../domain/forms/form-access.ts';
import { enquiriesDefinition, readSellersQuestions } from '../../../domain/forms/enquiries.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { findFormInstance, publishedDefinition, type FormInstance } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { forbidden, notFound } from '../app-error.ts';

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
export async function openForm(
  { db, latest }: { db: Db; latest: ReadonlyMap<number, FormDefinition> },
  { viewer, propertyId, questionnaireId }: { viewer: Viewer; propertyId: number; questionnaireId: QuestionnaireId },
): Promise<OpenForm> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  const newest = readableDefinition(viewer, questionnaireId, latest);
  const instance = await findFormInstance(db, propertyId, questionnaireId);
  return { property, definition: await definitionOf(db, newest, instance, property), instance };
}

/** The newest definition of the form, when it exists (else 404) and the viewer's role may read it (else 403). */
export function readableDefinition(
  viewer: Viewer,
  questionnaireId: QuestionnaireId,
  latest: ReadonlyMap<number, FormDefinition>,
): FormDefinition {
  const newest = latest.get(questionnaireId);
  if (!newest) throw notFound(MESSAGES.questionnaireNotFound(questionnaireId));
  if (!canReadForm(viewer.role, newest.path)) throw forbidden(MESSAGES.noPermission);
  return newest;
}

/**
 * The definition the property's answers to the form were given in: the version its instance
 * records (published versions are read once and kept), the newest for a form not yet started.
 */
export async function definitionOf(
  db: Db,
  newest: FormDefinition,
  instance: FormInstance | undefined,
  property: Pick<PropertyRecord, 'data'>,
): Promise<FormDefinition> {
  const definition =
    instance && instance.version !== newest.version
      ? await publishedDefinition(db, newest.id, instance.version)
      : newest;
  if (!definition) throw notFound(MESSAGES.questionnaireNotFound(newest.id));
  // Conveyancing enquiries ask the questions of the property's own title report.
  if (definition.path === 'conveyancingEnquiries') return enquiriesDefinition(definition, sellersQuestionsOf(property));
  return definition;
}

function sellersQuestionsOf(property: Pick<PropertyRecord, 'data'>) {
  const passport = property.data.passport as { report?: { sellers_questions?: unknown } } | undefined;
  return readSellersQuestions(passport?.report?.sellers_questions);
}
