import { sql, type Kysely } from 'kysely';

/**
 * An API client acts as an agent, so it belongs to an agency (docs/decisions/0301-api-clients-belong-to-agencies.md).
 * Clients made earlier for a brand or a solicitors' firm are revoked, as an administrator revokes
 * one: their tokens stop working at once, and the row stays, with its name and history, for the
 * record. An administrator who needs one makes a new client for the agency it should act for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update api_clients set revoked_at = now()
    where revoked_at is null
      and organisation_id in (select id from organisations where type <> 2)
  `.execute(db);
}

/** Revocation is not undone: a client revoked for acting outside an agency stays revoked. */
export async function down(): Promise<void> {}
