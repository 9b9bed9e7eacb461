import { MESSAGES } from '../../../domain/messages.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import type { Db } from '../../store/database.ts';
import { publishedDefinition } from '../../store/questionnaires.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { readableDefinition } from './find-form.ts';

/**
 * One published version of a form, as every property answered under it shares it: the newest from
 * this release, an older one from the versions the database keeps. A form the viewer's role may not
 * read is 403, as reading it on a property is; a form or version never published is 404. Conveyancing
 * enquiries answer their shell: each property's own questions come with its questionnaire.
 */
export async function readFormVersion(
  { db, latest }: { db: Db; latest: ReadonlyMap<number, FormDefinition> },
  { viewer, questionnaireId, version }: { viewer: Viewer; questionnaireId: QuestionnaireId; version: number },
): Promise<FormDefinition> {
  const newest = readableDefinition(viewer, questionnaireId, latest);
  if (version === newest.version) return newest;
  const older = version < newest.version ? await publishedDefinition(db, questionnaireId, version) : undefined;
  if (!older) throw notFound(MESSAGES.formVersionNotFound(questionnaireId, version));
  return older;
}
