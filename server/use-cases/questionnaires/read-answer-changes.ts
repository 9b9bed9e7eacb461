import type { AnswerChangesResponse } from '../../../contracts/questionnaires.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { Catalogue } from './catalogue.ts';
import { unseenAnswerChanges } from './answer-changes.ts';
import { openForm } from './find-form.ts';

/**
 * What someone other than the viewer changed in a form's answers between two revisions, for
 * whoever may read the form: a screen refreshed after a refused signature marks these.
 */
export async function readAnswerChanges(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  questionnaireId: QuestionnaireId,
  range: { since: string; until?: string },
  catalogue: Catalogue,
): Promise<AnswerChangesResponse> {
  const { definition } = await openForm(db, viewer, propertyId, questionnaireId, catalogue.latest);
  const { until, changes } = await unseenAnswerChanges(db, viewer, propertyId, definition, range);
  return { since: range.since, until, changes };
}
