import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, OneOf, PropertyId } from './common.ts';
import { AnswerChangePayload, AnswersRevision } from './answer-changes.ts';
import { SigningState } from './signatures.ts';
import { PUBLIC_RECORD_SOURCES } from '../domain/public-records.ts';

/** The questionnaires of spec 02 §2.2 (1 leasehold … 4 about my home; 5 preliminary, 6 enquiries). */
export const QuestionnaireIdParam = Type.Integer({ minimum: 1, maximum: 6 });

export const QuestionnaireParams = Type.Object({ propertyId: PropertyId, questionnaireId: QuestionnaireIdParam });

/** A published version of a form (`GET /forms/{questionnaireId}/versions/{version}`). */
export const FormVersionParams = Type.Object({
  questionnaireId: QuestionnaireIdParam,
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

const QuestionTypeSchema = OneOf([
  'select',
  'checkbox',
  'text',
  'currency',
  'email',
  'month',
  'number',
  'percentage',
  'textarea',
  'list',
  'upload',
] as const);
const OptionMapSchema = Type.Record(Type.String(), Type.String());

const ListColumnSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  type: OneOf(['select', 'text', 'currency', 'email', 'month', 'number', 'percentage', 'textarea'] as const),
  answers: Type.Optional(OptionMapSchema),
  answerOrder: Type.Optional(Type.Array(Type.String())),
});

const StandardValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/** What the PDTF standard lets an answer be (domain/forms/answer-rules.ts). */
const AnswerRuleSchema = Type.Object({
  path: Type.Optional(Type.String()),
  values: Type.Optional(Type.Record(Type.String(), StandardValueSchema)),
  number: Type.Optional(
    Type.Object({
      min: Type.Optional(Type.Number()),
      max: Type.Optional(Type.Number()),
      below: Type.Optional(Type.Number()),
      integer: Type.Optional(Type.Boolean()),
      year: Type.Optional(Type.Boolean()),
      past: Type.Optional(Type.Boolean()),
    }),
  ),
  date: Type.Optional(Type.Object({ notKnown: Type.Boolean(), past: Type.Boolean() })),
  email: Type.Optional(Type.Literal(true)),
  requiredFollowUp: Type.Optional(Type.Literal(true)),
  requiredColumns: Type.Optional(Type.Array(Type.String())),
  columnValues: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), StandardValueSchema))),
});

const QuestionSchema = Type.Object({
  id: Type.String(),
  question: Type.String(),
  type: QuestionTypeSchema,
  required: OneOf([0, 1] as const),
  readOnly: Type.Optional(Type.Boolean()),
  answers: Type.Optional(OptionMapSchema),
  answerOrder: Type.Optional(Type.Array(Type.String())),
  maxRows: Type.Optional(Type.Integer()),
  listQuestions: Type.Optional(Type.Array(ListColumnSchema)),
  formReference: Type.Optional(Type.String()),
  showIf: Type.Optional(Type.String()),
  showIfQuestion: Type.Optional(Type.String()),
  showIfAnswer: Type.Optional(Type.String()),
  showIfAnswerIncludes: Type.Optional(Type.String()),
  pdtfPath: Type.Optional(Type.String()),
  maxLength: Type.Optional(Type.Integer()),
  upload: Type.Optional(
    Type.Object({ accept: Type.Array(OneOf(['pdf', 'png', 'jpg'] as const)), multiple: Type.Boolean() }),
  ),
  notes: Type.Optional(Type.String()),
  rule: Type.Optional(AnswerRuleSchema),
});

const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.Optional(Type.String()),
  notes: Type.Optional(Type.String()),
  questions: Type.Array(QuestionSchema),
});

const SectionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  notes: Type.Optional(Type.String()),
  tabular: Type.Optional(Type.Boolean()),
  groups: Type.Array(GroupSchema),
});

/** A questionnaire definition as `domain/forms/definition.ts` types it (a type test holds the two equal). */
export const FormDefinitionSchema = Type.Object({
  id: OneOf([1, 2, 3, 4, 5, 6] as const),
  path: OneOf(['leasehold', 'info', 'fittings', 'about', 'preliminary', 'conveyancingEnquiries'] as const),
  route: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  standard: Type.Optional(Type.String()),
  formSubmit: Type.Optional(Type.Object({ sellerTypes: OptionMapSchema })),
  sections: Type.Array(SectionSchema),
});
export type FormDefinitionPayload = Static<typeof FormDefinitionSchema>;

/**
 * The transport's ceiling on one answer's text, above every question's own limit (5000 in forms):
 * text over a question's limit reaches the answer check, which refuses it in the seller's words
 * ("Enter at most 5,000 characters: this has 5,120") rather than as a schema error.
 */
const ANSWER_TEXT_CEILING = 20_000;

/** Select → option key; checkbox → keys; list → rows of strings; upload → file ids. */
export const AnswerValueSchema = Type.Union([
  Type.String({ maxLength: ANSWER_TEXT_CEILING }),
  Type.Array(Type.String({ maxLength: ANSWER_TEXT_CEILING }), { maxItems: 200 }),
  Type.Array(Type.Array(Type.String({ maxLength: ANSWER_TEXT_CEILING }), { maxItems: 50 }), { maxItems: 200 }),
]);

/** Where a shown answer came from when it was not typed into this form. */
export const AnswerSourceSchema = Type.Object({
  kind: OneOf(['title', 'form', 'record'] as const),
  /** The form that holds it, for an answer shared with another form. */
  questionnaire_id: Type.Optional(Type.Integer()),
  questionnaire_name: Type.Optional(Type.String()),
  updated_at: DateTimeText,
  /** For a record: which public record, its own reference and date, when it was fetched, whether it is sample data. */
  record_source: Type.Optional(OneOf(PUBLIC_RECORD_SOURCES)),
  reference: Type.Optional(Nullable(Type.String())),
  record_date: Type.Optional(Nullable(Type.String())),
  retrieved_at: Type.Optional(DateTimeText),
  sample: Type.Optional(Type.Boolean()),
  /** For a record: the line the seller reads ("From the energy certificate of 12 March 2021"). */
  line: Type.Optional(Type.String()),
  /** For a record: whether the seller confirmed it ("These are right"). */
  confirmed: Type.Optional(Type.Boolean()),
  /** For a record: whether it counts as answered yet (confirmed, or a fact the record is the authority for). */
  counted: Type.Optional(Type.Boolean()),
});

export const CompletionPayload = Type.Object({
  /** Rounded percent of the counted questions answered; null when nothing counts (spec 02 §5.1). */
  percent: Nullable(Type.Integer()),
  sections: Type.Record(Type.String(), Nullable(Type.Integer())),
});
export type CompletionPayload = Static<typeof CompletionPayload>;

export const QuestionnaireResponse = Type.Object({
  questionnaire: FormDefinitionSchema,
  answers: Type.Record(Type.String(), AnswerValueSchema),
  /** The revision of these answers: what a signature sends back to say which answers the signer saw. */
  answers_revision: AnswersRevision,
  sources: Type.Record(Type.String(), AnswerSourceSchema),
  completion: CompletionPayload,
  accepted: Type.Boolean(),
  /** Sections the viewer may answer: every one, or the listed ones (none for read-only access). */
  writable_sections: Type.Union([Type.Literal('all'), Type.Array(Type.String())]),
  /** Questions switched off in the property's phase (spec 02 §3.3 phase_config). */
  disabled_questions: Type.Array(Type.String()),
  /** Sections holding answers from public records not yet confirmed: they offer "These are right". */
  confirmable_sections: Type.Array(Type.String()),
  /** The vault documents the form's upload answers name. */
  attachments: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), content_type: Type.String() })),
  /** The property flag that brings leasehold information's intro (spec 02 §2.2). */
  ta6_part1_active: Type.Boolean(),
  /** Leasehold information only: whether preliminary information is accepted, so its answers were mapped across. */
  preliminary_accepted: Type.Boolean(),
  /** Where the form stands on signatures for the viewer (locked once any seller signed). */
  signing: Type.Optional(SigningState),
});
export type QuestionnaireResponse = Static<typeof QuestionnaireResponse>;

/** Only the answers that changed; null clears one. */
export const SaveAnswersBody = Type.Object({
  answers: Type.Record(Type.String({ maxLength: 100 }), Nullable(AnswerValueSchema), { maxProperties: 500 }),
});
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;

export const SaveAnswersResponse = Type.Object({
  completion: CompletionPayload,
  saved_at: DateTimeText,
});
export type SaveAnswersResponse = Static<typeof SaveAnswersResponse>;

/** "These are right": the section whose answers from records the seller confirms. */
export const ConfirmSectionBody = Type.Object(
  { section: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type ConfirmSectionBody = Static<typeof ConfirmSectionBody>;

export const ConfirmSectionResponse = Type.Object({
  /** The questions whose answers this tap confirmed (none when they already were). */
  confirmed: Type.Array(Type.String()),
  completion: CompletionPayload,
});
export type ConfirmSectionResponse = Static<typeof ConfirmSectionResponse>;

/** The changes to list: after revision `since`, up to `until` (the newest when left out). */
export const AnswerChangesQuery = Type.Object({ since: AnswersRevision, until: Type.Optional(AnswersRevision) });

/** What someone other than the viewer changed in the form's answers between two revisions. */
export const AnswerChangesResponse = Type.Object({
  since: AnswersRevision,
  until: AnswersRevision,
  changes: Type.Array(AnswerChangePayload),
});
export type AnswerChangesResponse = Static<typeof AnswerChangesResponse>;
