import { batchStatement } from './batch-statement.ts';
import type { Db } from './database.ts';
import { numAgencies, numAgents, numProperties } from './organisation-counts.ts';
import { organisationVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

function visibleOrganisations(db: Db, viewer: Viewer) {
  return db
    .selectFrom('organisations as o')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .leftJoin('phases as ph', 'ph.id', 'o.default_phase_id')
    .where(organisationVisibleTo(viewer))
    .select([
      'o.id',
      'o.name',
      'o.type',
      'o.credits',
      'o.ta6_trial',
      'o.parent_id',
      'parent.name as parent_name',
      'o.default_phase_id',
      'ph.label as default_phase_label',
      'o.uses_portal',
      numAgents(),
      numAgencies(),
      numProperties(),
    ]);
}

export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findVisibleOrganisation>>>;

export async function findVisibleOrganisation(db: Db, viewer: Viewer, id: number) {
  return visibleOrganisations(db, viewer).where('o.id', '=', id).executeTakeFirst();
}

/** The organisations among `ids` the viewer may see, in one statement with the tenancy rule in it. */
export async function findVisibleOrganisations(db: Db, viewer: Viewer, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const statement = batchStatement(db, 'organisations', viewer, ids, ({ viewer, idIn }) =>
    visibleOrganisations(db, viewer).where(idIn('o.id')),
  );
  return (await db.executeQuery(statement)).rows;
}

/** The ids among `ids` of organisations the viewer may see, in one statement. */
export async function visibleOrganisationIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('organisations as o')
    .where(organisationVisibleTo(viewer))
    .where('o.id', 'in', [...ids])
    .select('o.id')
    .execute();
  return rows.map((row) => row.id);
}
