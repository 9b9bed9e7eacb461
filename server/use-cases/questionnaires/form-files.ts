import type { AnswerValue, FormDefinition } from '../../../domain/forms/definition.ts';
import { allQuestions } from '../../../domain/forms/questions.ts';
import { describeKinds, nameWithoutExtension, UPLOAD_KINDS } from '../../../domain/uploads.ts';
import { FORM_MESSAGES } from '../../../domain/forms/form-messages.ts';
import type { Db } from '../../store/database.ts';
import { findUploads } from '../../store/uploads.ts';
import { badRequest } from '../app-error.ts';

const fileIds = (value: AnswerValue | null | undefined): number[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && /^\d{1,10}$/.test(item)).map(Number)
    : [];

/**
 * Files given to an upload question are documents of the property's vault: each id must be one of
 * its documents, of a kind the question accepts (the lease: PDF only). Checked on every save, so
 * a forged id or another property's file never lands in an answer.
 */
export async function checkFormFiles(
  db: Db,
  propertyId: number,
  definition: FormDefinition,
  answers: Record<string, AnswerValue | null>,
): Promise<void> {
  const uploads = allQuestions(definition).filter(
    (question) => question.type === 'upload' && answers[question.id] != null,
  );
  if (uploads.length === 0) return;
  const found = new Map(
    (
      await findUploads(
        db,
        propertyId,
        uploads.flatMap((q) => fileIds(answers[q.id])),
      )
    ).map((upload) => [upload.id, upload]),
  );
  for (const question of uploads) {
    const value = answers[question.id];
    const ids = fileIds(value);
    if (!Array.isArray(value) || ids.length !== value.length || ids.some((id) => !found.has(id)))
      throw badRequest(FORM_MESSAGES.formFileUnknown(question.question));
    const accepted = (question.upload?.accept ?? ['pdf', 'png', 'jpg']).map(
      (kind) => UPLOAD_KINDS[kind].mime as string,
    );
    if (ids.some((id) => !accepted.includes(found.get(id)!.contentType))) {
      throw badRequest(
        FORM_MESSAGES.formFileKind(question.question, describeKinds(question.upload?.accept ?? ['pdf', 'png', 'jpg'])),
      );
    }
  }
}

export type FormAttachment = { id: number; name: string; content_type: string };

/** The documents the form's upload answers name, for the screen to list by name. */
export async function attachmentsOf(
  db: Db,
  {
    propertyId,
    definition,
    answers,
  }: { propertyId: number; definition: FormDefinition; answers: Record<string, AnswerValue> },
): Promise<FormAttachment[]> {
  const ids = allQuestions(definition)
    .filter((question) => question.type === 'upload')
    .flatMap((question) => fileIds(answers[question.id]));
  const uploads = await findUploads(db, propertyId, [...new Set(ids)]);
  return uploads.map((upload) => ({
    id: upload.id,
    name: nameWithoutExtension(upload.fileName),
    content_type: upload.contentType,
  }));
}
