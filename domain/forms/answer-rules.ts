/**
 * What the PDTF standard lets a question's answer be, derived from the schema field the question
 * answers (its `pdtfPath`) under the base schema and every overlay (domain/pdtf/derive-rules.ts).
 * The derived table is `standard-rules.generated.ts`; a test keeps it equal to the derivation.
 */
export type NumberRule = {
  min?: number;
  max?: number;
  /** Exclusive upper bound (a share of ownership is below 100). */
  below?: number;
  integer?: boolean;
  /** A calendar year: between `min` and `max`, `max` being this year when `past` is set. */
  year?: boolean;
  past?: boolean;
};

export type DateRule = {
  /** The standard holds "Not known" as well as a date. */
  notKnown: boolean;
  /** The question is about something that has happened, so a date in the future is refused. */
  past: boolean;
};

export type AnswerRule = {
  /** The field the answer is written to, where the question names its object (`…/isListed` → `…/isListed/yesNo`). */
  path?: string;
  /** Option key → the value it stands for in the standard. Keys left out are not offered. */
  values?: Readonly<Record<string, string | number | boolean>>;
  number?: NumberRule;
  date?: DateRule;
  /** The standard holds only a well-formed email address. */
  email?: true;
  /** The standard requires this follow-up once the parent's answer reveals it. */
  requiredFollowUp?: true;
  /** List questions: the columns each filled row must give. */
  requiredColumns?: readonly string[];
  /** List questions: the standard's values of select columns, by column id. */
  columnValues?: Readonly<Record<string, Readonly<Record<string, string | number | boolean>>>>;
};

/** Form path → question id → rule. */
export type StandardRules = Readonly<Record<string, Readonly<Record<string, AnswerRule>>>>;

/** Earliest year a building year may be. */
export const EARLIEST_BUILD_YEAR = 1000;
/** Earliest year of an event in a home's life the forms ask about (a test, a replacement, a decoration): the first of the year lists (spec 01 §5). */
export const EARLIEST_EVENT_YEAR = 1970;
