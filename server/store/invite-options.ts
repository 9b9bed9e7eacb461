import { sql } from 'kysely';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { isPerson } from './service-users.ts';
import type { Viewer } from './viewer.ts';

type Reader = Pick<Db, 'selectFrom'>;

/** The firm or agency (organisation type 3 or 2) a property already has: its agency, or one made available to it. */
export async function propertyOrganisationOfType(db: Reader, propertyId: number, type: 2 | 3) {
  return db
    .selectFrom('properties as p')
    .innerJoin('organisations as o', (join) =>
      join.on((eb) =>
        eb.or([
          eb('o.id', '=', eb.ref('p.agency_id')),
          eb.exists(
            eb
              .selectFrom('property_organisations as po')
              .select(sql`1`.as('one'))
              .whereRef('po.property_id', '=', 'p.id')
              .whereRef('po.organisation_id', '=', 'o.id'),
          ),
        ]),
      ),
    )
    .select(['o.id', 'o.name'])
    .where('p.id', '=', propertyId)
    .where('o.type', '=', type)
    .orderBy(sql`case when o.id = p.agency_id then 0 else 1 end`)
    .orderBy('o.id')
    .executeTakeFirst();
}

/**
 * Brands around a property and its inviter: the brands of the organisations the property belongs
 * or was made available to, and the inviter's own brand. Firms and agencies under them are offered.
 */
export async function brandsAround(db: Reader, organisationIds: readonly number[]): Promise<number[]> {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .selectFrom('organisations')
    .select(['id', 'type', 'parent_id'])
    .where('id', 'in', [...organisationIds])
    .execute();
  return [
    ...new Set(
      rows
        .map((row) => (row.type === ORGANISATION_TYPE.brand ? row.id : row.parent_id))
        .filter((id): id is number => id !== null),
    ),
  ];
}

/** Organisations of a type a viewer may pick: every one for an administrator, else those under the brands given or among the viewer's own. */
export async function offeredOrganisations(db: Reader, viewer: Viewer, type: 2 | 3, brands: readonly number[]) {
  let query = db.selectFrom('organisations as o').select(['o.id', 'o.name']).where('o.type', '=', type);
  if (viewer.role !== ROLE.administrator) {
    const own = [...viewer.actsFor, ...(viewer.organisationId === null ? [] : [viewer.organisationId])];
    query = query.where((eb) => {
      const ors = [];
      if (brands.length) ors.push(eb('o.parent_id', 'in', [...brands]));
      if (own.length) ors.push(eb('o.id', 'in', own));
      return ors.length ? eb.or(ors) : sql<boolean>`false`;
    });
  }
  return query.orderBy('o.name').orderBy('o.id').execute();
}

/** People of these organisations with one of these roles, for the person select. */
export async function peopleOf(db: Reader, organisationIds: readonly number[], roles: readonly RoleCode[]) {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name as name', 'email', 'organisation_id'])
    .where('organisation_id', 'in', [...organisationIds])
    .where('role', 'in', [...roles])
    .where(isPerson('users.id'))
    .orderBy('display_name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    organisation_id: row.organisation_id!,
  }));
}

export async function findUserByEmail(db: Reader, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'organisation_id', 'display_name', 'email'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where(isPerson('users.id'))
    .orderBy('date_registered')
    .executeTakeFirst();
}
