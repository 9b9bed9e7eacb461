import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';
import type { Viewer } from './viewer.ts';

/**
 * Tenancy, decided once for every route (ARCHITECTURE.md "Data rules"). A viewer sees a property
 * through a relation: its creator or owner; a seller of it; an agent, solicitor or brand admin of an
 * organisation it belongs to or was made available to; an administrator sees everything. Anything
 * outside answers 404, so ids cannot be probed.
 */

type PropertyScope = ExpressionBuilder<Database & { p: Database['properties'] }, 'p'>;

/**
 * Written as "the id is among the viewer's relations", a union of index lookups (creator, owner,
 * seller, agency, made available to), rather than an OR over every property: the planner then
 * reads only the viewer's properties through their indexes instead of filtering the whole table.
 */
export function propertyVisibleTo(viewer: Viewer) {
  return (eb: PropertyScope): Expression<SqlBool> => {
    if (viewer.role === ROLE.administrator) return sql<SqlBool>`true`;
    let related = eb
      .selectFrom('properties as vp')
      .select('vp.id')
      .where('vp.creator_id', '=', viewer.id)
      .unionAll(eb.selectFrom('properties as vp').select('vp.id').where('vp.owner_id', '=', viewer.id))
      .unionAll(
        eb.selectFrom('property_sellers as ps').select('ps.property_id as id').where('ps.user_id', '=', viewer.id),
      );
    if (viewer.actsFor.length > 0) {
      related = related
        .unionAll(eb.selectFrom('properties as vp').select('vp.id').where('vp.agency_id', 'in', viewer.actsFor))
        .unionAll(
          eb
            .selectFrom('property_organisations as po')
            .select('po.property_id as id')
            .where('po.organisation_id', 'in', viewer.actsFor),
        );
    }
    return eb('p.id', 'in', related);
  };
}

type OrganisationScope = ExpressionBuilder<Database & { o: Database['organisations'] }, 'o'>;

/** Their own organisation, and for brand admins every organisation under the brand. */
function visibleOrganisationIds(viewer: Viewer): number[] {
  return [...new Set([...viewer.actsFor, ...(viewer.organisationId === null ? [] : [viewer.organisationId])])];
}

export function organisationVisibleTo(viewer: Viewer) {
  return (eb: OrganisationScope): Expression<SqlBool> => {
    if (viewer.role === ROLE.administrator) return sql<SqlBool>`true`;
    const ids = visibleOrganisationIds(viewer);
    return ids.length ? eb('o.id', 'in', ids) : sql<SqlBool>`false`;
  };
}

/** The same rule for an organisation already loaded with something else (a user's employer). */
export function seesOrganisation(viewer: Viewer, organisationId: number): boolean {
  return viewer.role === ROLE.administrator || visibleOrganisationIds(viewer).includes(organisationId);
}

type UserScope = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>;

/**
 * Themselves; for staff of an organisation also their colleagues (a brand admin: everyone under
 * the brand) and the sellers of the properties they can see.
 */
export function userVisibleTo(viewer: Viewer) {
  return (eb: UserScope): Expression<SqlBool> => {
    if (viewer.role === ROLE.administrator) return sql<SqlBool>`true`;
    const relations: Expression<SqlBool>[] = [eb('u.id', '=', viewer.id)];
    if (viewer.actsFor.length > 0) {
      relations.push(
        eb('u.organisation_id', 'in', viewer.actsFor),
        eb.exists(
          eb
            .selectFrom('property_sellers as ps')
            .innerJoin('properties as p', 'p.id', 'ps.property_id')
            .select(sql`1`.as('one'))
            .whereRef('ps.user_id', '=', 'u.id')
            .where(propertyVisibleTo(viewer)),
        ),
      );
    }
    return eb.or(relations);
  };
}

/** Whether the viewer sees the property, not deleted, under the rule above: one lookup by id. */
export async function propertyVisible(
  db: Db | Transaction<Database>,
  viewer: Viewer,
  propertyId: number,
): Promise<boolean> {
  const seen = await db
    .selectFrom('properties as p')
    .select('p.id')
    .where('p.id', '=', propertyId)
    .where('p.deleted_at', 'is', null)
    .where(propertyVisibleTo(viewer))
    .executeTakeFirst();
  return seen !== undefined;
}
