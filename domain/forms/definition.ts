/**
 * The shape of a questionnaire definition (spec 02 §3). Form content is data of this shape, one
 * folder per form under `domain/forms/content/`; the engine's rules (visibility, completion, next
 * unanswered, numbering, prefill, shared answers) read it and never the screens.
 */
import type { AnswerRule } from './answer-rules.ts';

export type QuestionType =
  | 'select'
  | 'checkbox'
  | 'text'
  | 'currency'
  | 'email'
  | 'month'
  | 'number'
  | 'percentage'
  | 'textarea'
  | 'list'
  | 'upload';

/** The schema's `QuestionType` enum values, each standing for the type's name in definitions. */
export const QUESTION_TYPE_ENUM = {
  SELECT: 'select',
  CHECKBOX: 'checkbox',
  TEXT: 'text',
  CURRENCY: 'currency',
  EMAIL: 'email',
  MONTH: 'month',
  NUMBER: 'number',
  PERCENTAGE: 'percentage',
  TEXTAREA: 'textarea',
  LIST: 'list',
  UPLOAD: 'upload',
} as const satisfies Record<string, QuestionType>;

/**
 * Option key (always a string, as answers store it) → label, in display order. JavaScript lists
 * integer-like keys in ascending order whatever the insertion order, so a list that must show
 * otherwise (years newest first) also gives `answerOrder`.
 */
export type OptionMap = Readonly<Record<string, string>>;

/** A column of a list question; each row of the answer is an array of strings in column order. */
export type ListColumn = {
  id: string;
  label: string;
  type: Exclude<QuestionType, 'list' | 'upload' | 'checkbox'>;
  answers?: OptionMap;
  answerOrder?: readonly string[];
};

export type UploadRule = { accept: readonly ('pdf' | 'png' | 'jpg')[]; multiple: boolean };

export type Question = {
  /** Unique within the form, and the key of its answer: `answer[id]` in show-if expressions. */
  id: string;
  /** Our own plain-English wording. */
  question: string;
  type: QuestionType;
  /** 0 means optional (spec 02 §3). */
  required: 0 | 1;
  readOnly?: boolean;
  answers?: OptionMap;
  /** Display order of the option keys when it is not the map's own order (see OptionMap). */
  answerOrder?: readonly string[];
  listQuestions?: readonly ListColumn[];
  /** Number on the standard form, e.g. "1.2" on the TA6; sections are numbered from the first. */
  formReference?: string;
  /** `answer[ID] = value` / `!=`, joined by AND or OR, at most two operands (spec 02 §5.2). */
  showIf?: string;
  /** Parent question: hidden when the parent is hidden or its answer does not match. */
  showIfQuestion?: string;
  showIfAnswer?: string;
  showIfAnswerIncludes?: string;
  /**
   * The field of the PDTF transaction this question answers (a path of `path-list.csv`, e.g.
   * `/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType`). Questions of different
   * forms with the same path share one stored answer.
   */
  pdtfPath?: string;
  /** Text areas: at most 5000 in forms (spec 02 §5.2). */
  maxLength?: number;
  upload?: UploadRule;
  /** Help shown under the question. */
  notes?: string;
  /** List questions: most rows the seller may add (spec 02 §9: 8 work rows, 5 charge rows, 4 payment rows). */
  maxRows?: number;
  /** What the PDTF standard lets the answer be (answer-rules.ts), set when the form is fitted to it. */
  rule?: AnswerRule;
};

export type Group = {
  /** Numeric as the specs use them (group 2001 is special, spec 02 §4.1). */
  id: number;
  name?: string;
  notes?: string;
  questions: readonly Question[];
};

export type Section = {
  id: string;
  name: string;
  notes?: string;
  tabular?: boolean;
  groups: readonly Group[];
};

/** Questionnaire ids of spec 02 §2.2; 5 and 6 are ours for the two forms the specs give no number. */
export const QUESTIONNAIRE = {
  leasehold: 1,
  info: 2,
  fittings: 3,
  about: 4,
  preliminary: 5,
  conveyancingEnquiries: 6,
} as const;

export type FormPath = keyof typeof QUESTIONNAIRE;
export type QuestionnaireId = (typeof QUESTIONNAIRE)[FormPath];

export type FormDefinition = {
  id: QuestionnaireId;
  /** Form path as the documents call and the checklist use it. */
  path: FormPath;
  /** Last segment of the web route, e.g. `leasehold-information`. */
  route: string;
  name: string;
  /** Raised whenever the content changes; answers record the version they were given under. */
  version: number;
  /** The standard form it follows, e.g. "TA6 (5th edition, 2024)". */
  standard?: string;
  sections: readonly Section[];
  /** Choices offered when a seller completes the form (form_submit, spec 02 §4.3): seller types, '0' never among them. */
  formSubmit?: { sellerTypes: OptionMap };
};

/** An answer as stored: select → option key, checkbox → keys, list → rows, upload → file ids. */
export type AnswerValue = string | readonly string[] | readonly (readonly string[])[];
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;
