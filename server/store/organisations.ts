import { sql } from 'kysely';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { isPerson } from './service-users.ts';
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
      'o.id', 'o.name', 'o.type', 'o.credits', 'o.ta6_trial', 'o.parent_id', 'parent.name as parent_name',
      'o.default_phase_id', 'ph.label as default_phase_label', 'o.uses_portal',
      (eb) => eb.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).whereRef('users.organisation_id', '=', 'o.id').where('users.role', '=', ROLE.agent).where(isPerson('users.id')).as('num_agents'),
      (eb) => eb.selectFrom('organisations as child').select(sql<number>`count(*)::int`.as('n')).whereRef('child.parent_id', '=', 'o.id').where('child.type', '=', ORGANISATION_TYPE.agency).as('num_agencies'),
      (eb) =>
        eb
          .selectFrom('properties as p')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('p.deleted_at', 'is', null)
          .where((w) =>
            w.or([
              w('p.agency_id', '=', w.ref('o.id')),
              w.exists(w.selectFrom('property_organisations as po').select(sql`1`.as('one')).whereRef('po.property_id', '=', 'p.id').whereRef('po.organisation_id', '=', 'o.id')),
            ]),
          )
          .as('num_properties'),
    ])
    .executeTakeFirst();
  return row;
}
