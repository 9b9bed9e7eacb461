import type { Db } from './database.ts';
import { numAgencies, numAgents, numProperties } from './organisation-counts.ts';
import { organisationVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

export async function findVisibleOrganisation(db: Db, viewer: Viewer, id: number) {
  const row = await db
    .selectFrom('organisations as o')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .leftJoin('phases as ph', 'ph.id', 'o.default_phase_id')
    .where(organisationVisibleTo(viewer))
    .where('o.id', '=', id)
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
    ])
    .executeTakeFirst();
  return row;
}
