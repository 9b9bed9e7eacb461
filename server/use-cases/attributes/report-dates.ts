import type { AttributeReportQuery } from '../../../contracts/attributes.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { badRequest } from '../app-error.ts';

/** A report's date range runs forwards: "created after" a time later than "created before" is refused. */
export function checkReportDates(query: AttributeReportQuery): void {
  if (query.created_after && query.created_before && new Date(query.created_after) > new Date(query.created_before)) {
    throw badRequest(MESSAGES.attributeDateRangeReversed);
  }
}
