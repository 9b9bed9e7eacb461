import type { OrganisationTypeCode } from '../../domain/organisation-types.ts';
import type { Db } from './database.ts';
import { numAgencies, numAgents, numProperties } from './organisation-counts.ts';
import { organisationVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

/**
 * The organisation tables of the admin screens: every organisation of a type the viewer can see,
 * with its counts computed in the same statement (one round trip whatever the number of rows).
 */
export function listOrganisations(db: Db, viewer: Viewer, type: OrganisationTypeCode) {
  return organisationRows(db)
    .where(organisationVisibleTo(viewer))
    .where('o.type', '=', type)
    .orderBy('o.name')
    .orderBy('o.id')
    .execute();
}

/** One organisation as the tables show it, for the caller who has just created or changed it. */
export function organisationListRow(db: Db, id: number) {
  return organisationRows(db).where('o.id', '=', id).executeTakeFirstOrThrow();
}

function organisationRows(db: Db) {
  return db
    .selectFrom('organisations as o')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .leftJoin('phases as ph', 'ph.id', 'o.default_phase_id')
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

export type OrganisationListRow = Awaited<ReturnType<typeof organisationListRow>>;

export async function findOrganisationRow(db: Db, id: number) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name', 'type', 'parent_id', 'default_phase_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertOrganisation(
  db: Db,
  input: { name: string; type: OrganisationTypeCode; parentId: number | null; defaultPhaseId?: number },
) {
  return db
    .insertInto('organisations')
    .values({
      name: input.name,
      type: input.type,
      parent_id: input.parentId,
      theme_key: null,
      ...(input.defaultPhaseId !== undefined ? { default_phase_id: input.defaultPhaseId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setTa6Trial(db: Db, id: number, on: boolean): Promise<void> {
  await db.updateTable('organisations').set({ ta6_trial: on }).where('id', '=', id).execute();
}

export async function phaseExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('phases').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
