import { createHash } from 'node:crypto';
import type { AnswerValue, FormDefinition } from '../../../domain/forms/definition.ts';
import { canonicalAnswers } from '../../../domain/signing/canonical-answers.ts';
import type { Db } from '../../store/database.ts';
import type { Catalogue } from '../questionnaires/catalogue.ts';
import { answersOf } from '../questionnaires/form-answers.ts';

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The form's answers as the server holds them now, read the way the form shows them (shared
 * answers in this form's terms), and the SHA-256 of their canonical serialisation.
 */
export async function hashFormAnswers(
  { db, catalogue }: { db: Db; catalogue: Catalogue },
  { propertyId, definition }: { propertyId: number; definition: FormDefinition },
) {
  const { answers, origins } = await answersOf({ db, catalogue }, { propertyId, definition });
  return { answers: answers as Record<string, AnswerValue>, origins, sha256: sha256(canonicalAnswers(answers)) };
}
