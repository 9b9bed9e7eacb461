/**
 * The seller's questions a title raises (spec 02 §3 `passport.report.sellers_questions`): what a
 * buyer's conveyancer would ask on reading the register. Each finding gives one question with a
 * stable id, so an answer stays with its question when the report is read again.
 */
import type { SellersQuestion } from './enquiries.ts';

export type TitleFindings = {
  restrictions: readonly string[];
  charges: readonly string[];
  restrictive_covenants: readonly string[];
  lease: { remaining_years: number } | null;
};

/** Leases under this many years are hard to mortgage: the buyer's lender will ask about an extension. */
export const SHORT_LEASE_YEARS = 80;

const quoted = (text: string) => (text.length > 220 ? `${text.slice(0, 217).trimEnd()}…` : text);

export function sellersQuestionsFrom(title: TitleFindings): SellersQuestion[] {
  const questions: SellersQuestion[] = [];
  title.charges.forEach((charge, i) =>
    questions.push({
      id: `charge-${i + 1}`,
      question:
        'The register shows a mortgage or other charge. Will it be paid off from the sale, and who is the lender?',
      notes: `From the charges register: “${quoted(charge)}”`,
    }),
  );
  title.restrictions.forEach((restriction, i) =>
    questions.push({
      id: `restriction-${i + 1}`,
      question:
        'The register records a restriction on selling. Please explain what it relates to and how it will be dealt with on completion.',
      notes: `From the proprietorship register: “${quoted(restriction)}”`,
    }),
  );
  title.restrictive_covenants.forEach((covenant, i) =>
    questions.push({
      id: `covenant-${i + 1}`,
      question:
        'The title is subject to a restrictive covenant. Has anything been done at the property that might breach it, and has anyone ever raised it with you?',
      notes: `From the charges register: “${quoted(covenant)}”`,
    }),
  );
  if (title.lease && title.lease.remaining_years < SHORT_LEASE_YEARS) {
    questions.push({
      id: 'lease-extension',
      question: `The lease has ${title.lease.remaining_years} years left. Have you asked the landlord about extending it, or served a formal notice to extend?`,
    });
  }
  return questions;
}
