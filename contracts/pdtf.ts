import { Type, type Static } from 'typebox';
import { REPORT_REASONS } from '../domain/pdtf/report.ts';
import { Nullable, OneOf, PropertyId } from './common.ts';

export const PdtfParams = Type.Object({ id: PropertyId });

/**
 * A PDTF v3 transaction document (https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json).
 * Its body is validated against the vendored PDTF schema in the tests rather than restated here;
 * the contract names the top level so the serialiser keeps it whole. `participants` is absent when
 * the property has neither a seller nor an agency (the report says so).
 */
export const PdtfTransaction = Type.Object(
  {
    $schema: Type.String(),
    transactionId: Type.String(),
    status: Type.String(),
    participants: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
    propertyPack: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);
export type PdtfTransaction = Static<typeof PdtfTransaction>;

/** A form's question, as the report names it. */
export const PdtfReportQuestion = Type.Object({
  questionnaire_id: Type.Integer(),
  form: Type.String(),
  question_id: Type.String(),
  /** The number on the standard form ("4.1"), when the question has one. */
  reference: Nullable(Type.String()),
  question: Type.String(),
});
export type PdtfReportQuestion = Static<typeof PdtfReportQuestion>;

/** One thing the document leaves out: where it would go, why, whose answers, and what would let it in. */
export const PdtfOmission = Type.Object({
  path: Type.String(),
  reason: OneOf(REPORT_REASONS),
  explanation: Type.String(),
  questions: Type.Array(PdtfReportQuestion),
  needs: Type.Array(PdtfReportQuestion),
});
export type PdtfOmission = Static<typeof PdtfOmission>;

/** What the PDTF export of the same property leaves out (GET /property/{id}/pdtf/report). */
export const PdtfReport = Type.Object({
  property_id: Type.Integer(),
  /** The document's `transactionId`, so the report is matched with its document. */
  transaction_id: Type.String(),
  omitted: Type.Array(PdtfOmission),
});
export type PdtfReport = Static<typeof PdtfReport>;
