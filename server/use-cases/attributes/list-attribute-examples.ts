import {
  AttributeReportQuery,
  type AttributeExamplesQuery,
  type AttributeExamplesResponse,
} from '../../../contracts/attributes.ts';
import { attributeDefinition } from '../../../domain/attributes/catalogue.ts';
import { allFieldsFor, attributeKeysFor } from '../../../domain/attributes/report-fields.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { attributeExamples } from '../../store/attributes/examples.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { checkReportDates } from './report-dates.ts';

const FILTER_KEYS = new Set(Object.keys(AttributeReportQuery.properties));

/**
 * The properties behind one count of a report: the query names exactly one attribute the viewer's
 * report covers, beside the report's filters, with the dimension as its value.
 */
export async function listAttributeExamples(
  db: Db,
  { viewer, query }: { viewer: Viewer; query: AttributeExamplesQuery },
): Promise<AttributeExamplesResponse> {
  checkReportDates(query);
  const named = Object.keys(query).filter((key) => !FILTER_KEYS.has(key));
  if (named.length !== 1) throw badRequest(MESSAGES.attributeExampleKeyRequired);
  const [key] = named;
  const allowed = attributeKeysFor(allFieldsFor(viewer.role, query.all_fields));
  if (!attributeDefinition(key) || !allowed.includes(key)) throw badRequest(MESSAGES.attributeUnknown(key));
  const raw = String(query[key]);
  // An empty dimension is how reports show '<unset>'; both spellings mean it.
  const dimension = raw === '<unset>' ? '' : raw;
  return attributeExamples(db, viewer, query, key, dimension);
}
