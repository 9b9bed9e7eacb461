/**
 * Conveyancing enquiries (spec 02 §2.2, §4.4): the seller's questions are not fixed content but
 * come with the property's title report (`data.passport.report.sellers_questions`). The form's
 * published definition is a shell; each property's form is that shell with one group per question
 * of its report: a text answer, required, and an uploader for papers that answer it.
 */
import type { FormDefinition, Group, Section } from './definition.ts';

/** One of the seller's questions as the title report carries it. */
export type SellersQuestion = { id: string; question: string; notes?: string };

export const ENQUIRIES_SECTION_ID = 'enquiries';
export const ENQUIRIES_COMPLETE_MESSAGE = 'Conveyancing enquiries complete!';

/** Keys of a question's answer and of its files, stable while the report's question id is. */
export const enquiryAnswerId = (questionId: string) => `enquiry_${questionId}`;
export const enquiryFilesId = (questionId: string) => `enquiry_${questionId}_files`;

const SAFE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * The report's questions that can be asked: an id of letters, digits, '_' or '-' and some wording.
 * Anything else in stored data (a hand-edited record, an older report) is left out rather than
 * shown half-formed; a repeated id keeps its first question.
 */
export function readSellersQuestions(raw: unknown): SellersQuestion[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const questions: SellersQuestion[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const { id, question, notes } = item as Record<string, unknown>;
    const key = typeof id === 'number' ? String(id) : id;
    if (typeof key !== 'string' || !SAFE_ID.test(key) || seen.has(key)) continue;
    if (typeof question !== 'string' || question.trim() === '') continue;
    seen.add(key);
    questions.push({
      id: key,
      question: question.trim(),
      ...(typeof notes === 'string' && notes.trim() ? { notes: notes.trim() } : {}),
    });
  }
  return questions;
}

/** The property's own enquiries form: the shell with one group per seller's question. */
export function enquiriesDefinition(shell: FormDefinition, questions: readonly SellersQuestion[]): FormDefinition {
  const groups: Group[] = questions.map((item, position) => ({
    id: position + 1,
    name: `Question ${position + 1} of ${questions.length}`,
    questions: [
      {
        id: enquiryAnswerId(item.id),
        question: item.question,
        type: 'textarea',
        required: 1,
        maxLength: 5000,
        ...(item.notes ? { notes: item.notes } : {}),
      },
      {
        id: enquiryFilesId(item.id),
        question: 'Upload any documents that answer it',
        type: 'upload',
        required: 0,
        upload: { accept: ['pdf', 'png', 'jpg'], multiple: true },
      },
    ],
  }));
  const section: Section = {
    id: ENQUIRIES_SECTION_ID,
    name: 'Your conveyancing enquiries',
    notes: shell.sections[0]?.notes,
    groups,
  };
  return { ...shell, sections: [section] };
}
