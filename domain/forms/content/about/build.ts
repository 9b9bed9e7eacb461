import type { Question, UploadRule } from '../../definition.ts';

/** Small constructors for the question shapes "About my home" repeats many times. */

export const P = '/propertyPack';
/** The property being sold is the first ownership to be transferred. */
export const OWNERSHIP = `${P}/ownership/ownershipsToBeTransferred/0`;
export const LEASE = `${OWNERSHIP}/leaseholdInformation`;

export const DOCUMENTS: UploadRule = { accept: ['pdf', 'png', 'jpg'], multiple: true };

type Follow = { showIfQuestion: string; showIfAnswer: string } | { showIf: string; showIfQuestion?: string };

/** A free-text follow-up (a text area of up to 5000 characters, spec 02 §5.2). */
export function details(
  id: string,
  question: string,
  follow: Follow,
  pdtfPath: string,
  formReference: string,
  required: 0 | 1 = 1,
): Question {
  return { id, question, type: 'textarea', required, maxLength: 5000, ...follow, pdtfPath, formReference };
}

/** Files backing an answer; the PDTF records only whether they are attached, so no path. */
export function documents(id: string, question: string, follow: Follow, required: 0 | 1 = 0): Question {
  return { id, question, type: 'upload', required, upload: DOCUMENTS, ...follow };
}

/** `answer[id] = a OR answer[id] = b`: a follow-up shown for either of two answers. */
export function either(id: string, a: string, b: string): string {
  return `answer[${id}] = ${a} OR answer[${id}] = ${b}`;
}
