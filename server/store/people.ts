import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { isPerson } from './service-users.ts';
import { organisationVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

/** Roles that can be assigned a property as its agent: everyone in an organisation except sellers. */
const STAFF_ROLES = [ROLE.agent, ROLE.brandAdmin, ROLE.solicitor, ROLE.simple, ROLE.administrator];

export async function findVisibleOrganisationRow(db: Db, viewer: Viewer, id: number) {
  return db
    .selectFrom('organisations as o')
    .select(['o.id', 'o.name', 'o.type', 'o.default_phase_id', 'o.uses_portal'])
    .where(organisationVisibleTo(viewer))
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export async function listVisibleAgencies(db: Db, viewer: Viewer) {
  return db
    .selectFrom('organisations as o')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .select(['o.id', 'o.name', 'parent.name as parent_name'])
    .where(organisationVisibleTo(viewer))
    .where('o.type', '=', ORGANISATION_TYPE.agency)
    .orderBy('o.name')
    .execute();
}

export async function listStaffOf(db: Db, organisationId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'display_name as name', 'email'])
    .where('organisation_id', '=', organisationId)
    .where('role', 'in', STAFF_ROLES)
    .where(isPerson('users.id'))
    .orderBy('display_name')
    .execute();
}

export async function findStaffMember(db: Db, organisationId: number, userId: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('id', '=', userId)
    .where('organisation_id', '=', organisationId)
    .where('role', 'in', STAFF_ROLES)
    .where(isPerson('users.id'))
    .executeTakeFirst();
}
