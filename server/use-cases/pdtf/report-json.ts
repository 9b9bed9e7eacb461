import type { PdtfReport, PdtfReportQuestion } from '../../../contracts/pdtf.ts';
import type { PdtfExport } from '../../../domain/pdtf/transaction.ts';
import type { ReportQuestion } from '../../../domain/pdtf/report.ts';

const questionJson = (question: ReportQuestion): PdtfReportQuestion => ({
  questionnaire_id: question.questionnaireId,
  form: question.form,
  question_id: question.questionId,
  reference: question.reference,
  question: question.question,
});

/** The export's report as the REST API answers it. */
export function reportJson(propertyId: number, { document, report }: PdtfExport): PdtfReport {
  return {
    property_id: propertyId,
    transaction_id: String(document.transactionId),
    omitted: report.map((entry) => ({
      path: entry.path,
      reason: entry.reason,
      explanation: entry.explanation,
      questions: entry.questions.map(questionJson),
      needs: entry.needs.map(questionJson),
    })),
  };
}
