import type { AttributeReportQuery, AttributeSummaryResponse } from '../../../contracts/attributes.ts';
import { allFieldsFor, attributeKeysFor } from '../../../domain/attributes/report-fields.ts';
import { summariseAttributes } from '../../../domain/attributes/summary-metrics.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { PHASES } from '../../../domain/phases.ts';
import { attributeCounts } from '../../store/attributes/rollup.ts';
import { filterChoices, summaryMetadata } from '../../store/attributes/summary.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { checkReportDates } from './report-dates.ts';

export type SummariseAttributesOptions = {
  viewer: Viewer;
  query: AttributeReportQuery;
  /** False counts the attribute rows rather than the rollup (the tests compare the two). */
  useRollup?: boolean;
};

/**
 * The attribute summary (spec 02 §3.3) over the viewer's tenancy and the report's filters: each
 * attribute's counts (every field with `all_fields`, for every role but simple), the HOP
 * milestones, and what the filters offer. Nothing but the counts leaves the database.
 */
export async function summariseAttributeReport(
  db: Db,
  { viewer, query, useRollup = true }: SummariseAttributesOptions,
): Promise<AttributeSummaryResponse> {
  checkReportDates(query);
  const keys = attributeKeysFor(allFieldsFor(viewer.role, query.all_fields));
  const [rows, metadata, choices] = await Promise.all([
    attributeCounts(db, viewer, query, keys, useRollup),
    summaryMetadata(db, viewer, query),
    filterChoices(db, viewer),
  ]);
  const organisations = (type: number) =>
    choices.organisations.filter((o) => o.type === type).map((o) => ({ id: String(o.id), name: o.name }));
  return {
    attributes: summariseAttributes(rows),
    metadata,
    filter_options: {
      brand: organisations(ORGANISATION_TYPE.brand),
      agency: organisations(ORGANISATION_TYPE.agency),
      owner: choices.owners.map((u) => ({ id: u.id, name: u.display_name })),
      phase: PHASES.map((phase) => ({ id: String(phase.id), name: phase.label })),
    },
  };
}
