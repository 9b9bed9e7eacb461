import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { ROLE } from '../../domain/roles.ts';
import type { Database } from './schema.ts';
import type { Viewer } from './viewer.ts';

type PropertyScope = ExpressionBuilder<Database & { p: Database['properties'] }, 'p'>;

/**
 * The one place that decides which properties a viewer can see (ARCHITECTURE.md "Data rules"):
 * its creator and owner always; sellers the properties they sell; agents their agency's and those
 * made available to their agency; brand admins those of every agency or firm under their brand;
 * solicitors those made available to their firm; administrators everything. Every property route
 * filters through this, so an id outside it answers 404.
 */
export function propertyVisibleTo(viewer: Viewer) {
  return (eb: PropertyScope): Expression<SqlBool> => {
    if (viewer.role === ROLE.administrator) return sql<SqlBool>`true`;
    const own = [eb('p.creator_id', '=', viewer.id), eb('p.owner_id', '=', viewer.id)];
    const org = viewer.organisationId;
    const madeAvailableTo = (orgIds: Expression<number> | number[]) =>
      eb.exists(
        eb
          .selectFrom('property_organisations as po')
          .select(sql`1`.as('one'))
          .whereRef('po.property_id', '=', 'p.id')
          .where('po.organisation_id', 'in', orgIds as number[]),
      );
    switch (viewer.role) {
      case ROLE.homeMover:
        return eb.or([
          ...own,
          eb.exists(
            eb
              .selectFrom('property_sellers as ps')
              .select(sql`1`.as('one'))
              .whereRef('ps.property_id', '=', 'p.id')
              .where('ps.user_id', '=', viewer.id),
          ),
        ]);
      case ROLE.agent:
        if (org === null) return eb.or(own);
        return eb.or([...own, eb('p.agency_id', '=', org), madeAvailableTo([org])]);
      case ROLE.solicitor:
        if (org === null) return eb.or(own);
        return eb.or([...own, madeAvailableTo([org])]);
      case ROLE.brandAdmin: {
        if (org === null) return eb.or(own);
        const underBrand = eb
          .selectFrom('organisations as o')
          .select('o.id')
          .where((w) => w.or([w('o.id', '=', org), w('o.parent_id', '=', org)]));
        return eb.or([...own, eb('p.agency_id', 'in', underBrand), madeAvailableTo(underBrand as unknown as Expression<number>)]);
      }
      default:
        return eb.or(own);
    }
  };
}
