/**
 * One question whose stored answer moved or whose options changed: the shape of the generated,
 * frozen list (`0018-pdtf-answer-keys.changes.ts`) that migration 0018 applies. Apart from both so
 * the list and the migration import it without importing each other.
 */
export type AnswerKeyChange = {
  questionnaireId: number;
  questionId: string;
  oldKey: string;
  newKey: string;
  oldOptions: Readonly<Record<string, string>>;
  /** Old option key → the value stored from now on. */
  values: Readonly<Record<string, string>>;
  /** Old option keys with no counterpart: stored as they were. */
  kept: readonly string[];
};
