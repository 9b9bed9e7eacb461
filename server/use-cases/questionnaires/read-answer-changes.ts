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
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  {
    viewer,
    propertyId,
    questionnaireId,
    range,
  }: { viewer: Viewer; propertyId: number; questionnaireId: QuestionnaireId; range: { since: string; until?: string } },
): Promise<AnswerChangesResponse> {
  const { definition } = await openForm({ db, latest: catalogue.latest }, { viewer, propertyId, questionnaireId });
  const { until, changes } = await unseenAnswerChanges(db, { viewer, propertyId, definition, range });
  return { since: range.since, until, changes };
}
