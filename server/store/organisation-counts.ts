import { sql } from 'kysely';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import { isPerson } from './service-users.ts';

/**
 * The counts an organisation carries, decided once for every statement that reads one (each
 * aliases the organisation `o`). The gateway caches organisations by id whichever statement
 * fetched them, so two definitions would make a figure depend on which screen asked first.
 */

/**
 * The people who work in the organisation: its agents, solicitors, brand administrators and
 * simple users. Home movers and administrators belong to no organisation's staff, and an API
 * client's service user is not a person.
 */
export const ORGANISATION_STAFF_ROLES = [ROLE.agent, ROLE.solicitor, ROLE.brandAdmin, ROLE.simple] as const;

export const numAgents = () =>
  sql<number>`(select count(*)::int from users where users.organisation_id = o.id
    and users.role in (${sql.join(ORGANISATION_STAFF_ROLES)}) and ${isPerson('users.id')})`.as('num_agents');

/** Agencies under a brand. */
export const numAgencies = () =>
  sql<number>`(select count(*)::int from organisations child where child.parent_id = o.id and child.type = ${ORGANISATION_TYPE.agency})`.as(
    'num_agencies',
  );

/** Live properties that belong to the organisation or were made available to it. */
export const numProperties = () =>
  sql<number>`(select count(*)::int from properties p where p.deleted_at is null and (p.agency_id = o.id
    or exists (select 1 from property_organisations po where po.property_id = p.id and po.organisation_id = o.id)))`.as(
    'num_properties',
  );
