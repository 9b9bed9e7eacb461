import type { AttributeStatisticsResponse } from '../../../contracts/attributes.ts';
import { STATISTICS_KEYS, statisticsReport } from '../../../domain/attributes/statistics-report.ts';
import type { Db } from '../../store/database.ts';
import { latestSavedStatistics, saveStatistics, statisticsCounts } from '../../store/attributes/statistics.ts';

/**
 * The property attribute report over every current property, counted now. `useRollup: false`
 * counts the attribute rows rather than the rollup (the tests compare the two).
 */
export async function computeStatistics(
  db: Db,
  { now = new Date(), useRollup = true }: { now?: Date; useRollup?: boolean } = {},
): Promise<AttributeStatisticsResponse> {
  const { rows, totals } = await statisticsCounts(db, STATISTICS_KEYS, { useRollup });
  return { ...statisticsReport(rows, totals), computed_at: now.toISOString() };
}

/** Counts the report again and keeps it as the latest snapshot. */
export async function refreshStatistics(db: Db): Promise<AttributeStatisticsResponse> {
  const report = await computeStatistics(db);
  await saveStatistics(db, report);
  return report;
}

/** The latest snapshot, counted on first use. */
export async function latestStatistics(db: Db): Promise<AttributeStatisticsResponse> {
  return (await latestSavedStatistics(db)) ?? refreshStatistics(db);
}
