import { REPORT_REASON_ENUM } from '../../../domain/pdtf/report.ts';
import type {
  PdtfExportReportResolvers,
  PdtfOmissionResolvers,
  PdtfReportQuestionResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';

/** What a property's PDTF export leaves out: one REST call, under the export's own access. */
export const pdtfReportQueries: Pick<QueryResolvers, 'pdtfExportReport'> = {
  pdtfExportReport: (_parent, { propertyId }, { rest }) => rest.pdtfReport(numericId(propertyId, 'Property')),
};

export const PdtfExportReport: PdtfExportReportResolvers = {
  propertyId: (report) => String(report.property_id),
  transactionId: (report) => report.transaction_id,
};

export const PdtfOmission: PdtfOmissionResolvers = {};

export const PdtfReportQuestion: PdtfReportQuestionResolvers = {
  questionnaireId: (question) => question.questionnaire_id,
  questionId: (question) => question.question_id,
};

export const PdtfOmissionReason = REPORT_REASON_ENUM;
