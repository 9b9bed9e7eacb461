import { sql } from 'kysely';
import {
  EXAMPLES_LIMIT,
  type AttributeExamplesResponse,
  type AttributeReportQuery,
} from '../../../contracts/attributes.ts';
import type { Db } from '../database.ts';
import type { Viewer } from '../viewer.ts';
import { reportScope } from './report-scope.ts';

/**
 * The properties behind one count of a report: those in scope whose attribute has the dimension,
 * newest first, with how many there are in all. The attribute index (key, dimension, property)
 * finds them without reading other attributes.
 */
export async function attributeExamples(
  db: Db,
  viewer: Viewer,
  query: AttributeReportQuery,
  key: string,
  dimension: string,
): Promise<AttributeExamplesResponse> {
  const matching = () =>
    db
      .selectFrom('properties as p')
      .innerJoin(reportScope(db, viewer, query).as('s'), 's.id', 'p.id')
      .innerJoin('property_attributes as a', (join) =>
        join.onRef('a.property_id', '=', 'p.id').on('a.key', '=', key).on('a.dimension', '=', dimension),
      );
  // The page and the count separately: a window count would make the page wait for every match.
  const [rows, counted] = await Promise.all([
    matching()
      .select(['p.id', 'p.name'])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(EXAMPLES_LIMIT)
      .execute(),
    matching().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { key, dimension, total: counted.total, examples: rows.map((row) => ({ id: row.id, name: row.name })) };
}
