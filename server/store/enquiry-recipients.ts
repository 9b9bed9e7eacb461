import { ROLE } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import { isPerson } from './service-users.ts';

/**
 * Who answers a help message about a property: the agents of the agency it belongs to, and its
 * owner when the owner is staff rather than a seller. One query whatever the number of agents.
 */
export async function agentEmailsOf(
  db: Db,
  property: { agencyId: number | null; ownerId: string | null },
): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where((eb) =>
      eb.or([
        ...(property.agencyId === null
          ? []
          : [eb.and([eb('organisation_id', '=', property.agencyId), eb('role', '=', ROLE.agent)])]),
        ...(property.ownerId === null
          ? []
          : [eb.and([eb('id', '=', property.ownerId), eb('role', '!=', ROLE.homeMover)])]),
        eb.val(false),
      ]),
    )
    .where(isPerson('users.id'))
    .orderBy('email')
    .execute();
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => Boolean(email)))];
}

export async function senderOf(db: Db, userId: string): Promise<{ name: string; email: string | null }> {
  const row = await db
    .selectFrom('users')
    .select(['display_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return { name: row?.display_name || 'A user', email: row?.email ?? null };
}
