import { Type, type Static } from 'typebox';
import { AnswersRevision } from './answer-changes.ts';
import { DateTimeText, Nullable, PropertyId, RoleCode } from './common.ts';

/** The questionnaires of spec 02 §2.2 (as in contracts/questionnaires.ts, which embeds this file's SigningState). */
const QuestionnaireIdParam = Type.Integer({ minimum: 1, maximum: 6 });

/**
 * The answers revision the signer's screen showed (`answers_revision` of the form as read). When
 * someone else changed an answer since, the signature is refused (409, `error.changes` names each
 * change). Without it the answers held now are signed, whatever the signer saw (docs/decisions/0362-…).
 */
const SignedRevision = Type.Optional(AnswersRevision);

/** Signing a form (spec 01 §7 `POST /questionnaire/{propertyId}/sign`): which form, the name as the seller typed it, the answers they saw. */
export const SignParams = Type.Object({ propertyId: PropertyId });
export const SignBody = Type.Object({
  questionnaire_id: QuestionnaireIdParam,
  name: Type.String({ maxLength: 200 }),
  answers_revision: SignedRevision,
});
export type SignBody = Static<typeof SignBody>;

/** Completing preliminary information (spec 02 §4.3): seller type from form_submit, the name, the date shown. */
export const CompleteParams = Type.Object({ propertyId: PropertyId, questionnaireId: QuestionnaireIdParam });
export const CompleteBody = Type.Object({
  sellerType: Type.Union([
    Type.Integer({ minimum: 0, maximum: 99 }),
    Type.String({ maxLength: 2, pattern: '^[0-9]+$' }),
  ]),
  sellerName: Type.String({ maxLength: 200 }),
  date: Type.Optional(Type.String({ maxLength: 40 })),
  answers_revision: SignedRevision,
});
export type CompleteBody = Static<typeof CompleteBody>;

/** Where a form stands on signatures, for the viewer. */
export const SigningState = Type.Object({
  questionnaire_id: Type.Integer(),
  sellers: Type.Integer(),
  signed: Type.Integer(),
  signed_by_me: Type.Boolean(),
  all_signed: Type.Boolean(),
  /** Some seller has signed: the answers may not change. */
  locked: Type.Boolean(),
  is_seller: Type.Boolean(),
  accepted: Type.Boolean(),
  /** The completion to show: 99 for a complete form until every seller has signed. */
  displayed_percent: Nullable(Type.Integer()),
  /** The live signatures: who and when. */
  signatures: Type.Array(
    Type.Object({ id: Type.Integer(), signer_name: Type.String(), signed_at: DateTimeText, mine: Type.Boolean() }),
  ),
});
export type SigningState = Static<typeof SigningState>;

export const SignResponse = Type.Object({
  signature_id: Type.Integer(),
  answers_sha256: Type.String(),
  signing: SigningState,
});
export type SignResponse = Static<typeof SignResponse>;

/** One signature attempt, for the admin signatures screen (removed ones included). */
export const SignatureRecordPayload = Type.Object({
  id: Type.Integer(),
  questionnaire_id: Type.Integer(),
  questionnaire_name: Type.String(),
  phase_id: Type.Integer(),
  phase_label: Nullable(Type.String()),
  signer_name: Type.String(),
  signer_email: Type.String(),
  signer_role: RoleCode,
  seller_type: Nullable(Type.Integer()),
  definition_version: Type.Integer(),
  answers_sha256: Type.String(),
  signed_at: DateTimeText,
  removed_at: Nullable(DateTimeText),
  removed_by_name: Nullable(Type.String()),
});
export type SignatureRecordPayload = Static<typeof SignatureRecordPayload>;

export const PropertySignaturesParams = Type.Object({ propertyId: PropertyId });
export const VerifyParams = Type.Object({ id: PropertyId });
export const PropertySignaturesResponse = Type.Object({
  property_id: Type.Integer(),
  signatures: Type.Array(SignatureRecordPayload),
});
export type PropertySignaturesResponse = Static<typeof PropertySignaturesResponse>;

export const UnsignParams = Type.Object({ id: PropertyId });
export const UnsignResponse = Type.Object({ signature: SignatureRecordPayload });
export type UnsignResponse = Static<typeof UnsignResponse>;

/** A live signature checked against the answers held now. */
export const VerifiedSignature = Type.Object({
  id: Type.Integer(),
  questionnaire_id: Type.Integer(),
  questionnaire_name: Type.String(),
  signer_name: Type.String(),
  signed_at: DateTimeText,
  definition_version: Type.Integer(),
  answers_sha256: Type.String(),
  current_sha256: Type.String(),
  matches: Type.Boolean(),
});
export const VerifyResponse = Type.Object({
  property_id: Type.Integer(),
  all_match: Type.Boolean(),
  signatures: Type.Array(VerifiedSignature),
});
export type VerifyResponse = Static<typeof VerifyResponse>;
