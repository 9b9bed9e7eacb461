import { createHash, randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { ROLE, type RoleCode } from '../../domain/roles.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

type Tx = Transaction<Database>;
type Reader = Db | Tx;

/** A fresh emailed token and the hash stored for it: the token itself is never kept. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The property row locked for the rest of the transaction, so two invitations at once are decided one after the other. */
export async function lockProperty(trx: Tx, id: number) {
  return trx
    .selectFrom('properties')
    .select(['id', 'name', 'agency_id'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

const pendingSellers = (db: Reader, propertyId: number) =>
  db
    .selectFrom('invitations')
    .where('property_id', '=', propertyId)
    .where('role', '=', ROLE.homeMover)
    .where('accepted_at', 'is', null)
    .where('removed_at', 'is', null);

/** Sellers who signed up and invitations still waiting: together they fill the four places. */
export async function countSellers(db: Reader, propertyId: number): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('property_sellers')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('property_id', '=', propertyId)
        .as('accepted'),
      pendingSellers(db, propertyId).select(sql<number>`count(*)::int`.as('n')).as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.accepted ?? 0) + Number(row.pending ?? 0);
}

export type SellerRow = {
  id: string;
  name: string | null;
  email: string;
  last_activity: Date | null;
  accepted: boolean;
  invited_at: Date | null;
  invitation_id: number | null;
};

/** Sellers of a property in the order they joined, then the invitations not yet accepted. */
export async function listSellers(db: Reader, propertyId: number): Promise<SellerRow[]> {
  const accepted = await db
    .selectFrom('property_sellers as ps')
    .innerJoin('users as u', 'u.id', 'ps.user_id')
    .select(['u.id', 'u.display_name', 'u.email', 'u.last_activity', 'ps.added_at'])
    .where('ps.property_id', '=', propertyId)
    .orderBy('ps.added_at')
    .orderBy('u.id')
    .execute();
  const pending = await pendingSellers(db, propertyId)
    .select(['id', 'email', 'name', 'sent_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return [
    ...accepted.map((row) => ({
      id: row.id,
      name: row.display_name || null,
      email: row.email,
      last_activity: row.last_activity ? new Date(row.last_activity) : null,
      accepted: true,
      invited_at: null,
      invitation_id: null,
    })),
    ...pending.map((row) => ({
      id: `invitation-${row.id}`,
      name: row.name,
      email: row.email,
      last_activity: null,
      accepted: false,
      invited_at: new Date(row.sent_at),
      invitation_id: row.id,
    })),
  ];
}

export async function findPendingInvitation(db: Reader, propertyId: number, role: RoleCode, email: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('role', '=', role)
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('accepted_at', 'is', null)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function isSellerByEmail(db: Reader, propertyId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('property_sellers as ps')
    .innerJoin('users as u', 'u.id', 'ps.user_id')
    .select('u.id')
    .where('ps.property_id', '=', propertyId)
    .where(sql`lower(u.email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export type NewInvitation = {
  propertyId: number;
  email: string;
  name: string | null;
  role: RoleCode;
  organisationId: number | null;
  themeKey: string;
  invitedBy: string;
};

/** When an invitation is sent and until when its link works (the lifetime is domain/invitations.ts's rule). */
export type InvitationTimes = { sentAt: Date; expiresAt: Date };

/** A new invitation, or a renewed one when the same person already has one waiting: a new token, the new times. */
export async function upsertInvitation(
  trx: Tx,
  input: NewInvitation,
  times: InvitationTimes,
): Promise<{ id: number; token: string }> {
  const { token, hash } = newToken();
  const existing = await findPendingInvitation(trx, input.propertyId, input.role, input.email);
  if (existing) {
    await renewInvitation(trx, existing.id, hash, times, {
      organisation_id: input.organisationId,
      name: input.name ?? existing.name,
      theme_key: input.themeKey,
    });
    return { id: existing.id, token };
  }
  const row = await trx
    .insertInto('invitations')
    .values({
      property_id: input.propertyId,
      email: input.email.trim(),
      name: input.name,
      role: input.role,
      organisation_id: input.organisationId,
      token_hash: hash,
      theme_key: input.themeKey,
      invited_by: input.invitedBy,
      sent_at: times.sentAt,
      expires_at: times.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The old link stops working the moment a new one is made. */
export async function renewInvitation(
  trx: Tx,
  id: number,
  hash: string,
  times: InvitationTimes,
  changes: { organisation_id?: number | null; name?: string | null; theme_key?: string } = {},
) {
  await trx
    .updateTable('invitations')
    .set({ token_hash: hash, sent_at: times.sentAt, expires_at: times.expiresAt, ...changes })
    .where('id', '=', id)
    .execute();
}

export async function findInvitationByToken(db: Reader, token: string) {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
}

/** Invitations waiting for this email that still work, oldest first. */
export async function pendingInvitationsFor(trx: Tx, email: string, now: Date) {
  return trx
    .selectFrom('invitations as i')
    .innerJoin('properties as p', 'p.id', 'i.property_id')
    .leftJoin('organisations as o', 'o.id', 'i.organisation_id')
    .selectAll('i')
    .select(['p.name as property_name', 'p.agency_id', 'o.name as organisation_name'])
    .where(sql`lower(i.email)`, '=', email.trim().toLowerCase())
    .where('i.accepted_at', 'is', null)
    .where('i.removed_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('p.deleted_at', 'is', null)
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
}

/**
 * The theme of the brand a property belongs to: its agency's (or the agency's brand's), else that
 * of an organisation it was made available to (or its brand). Null when none has one.
 */
export async function propertyThemeKey(db: Reader, propertyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('properties as p')
    .leftJoin('property_organisations as po', 'po.property_id', 'p.id')
    .innerJoin('organisations as o', (join) =>
      join.on((eb) => eb.or([eb('o.id', '=', eb.ref('p.agency_id')), eb('o.id', '=', eb.ref('po.organisation_id'))])),
    )
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .select((eb) => eb.fn.coalesce('o.theme_key', 'parent.theme_key').as('theme_key'))
    .where('p.id', '=', propertyId)
    .where((eb) => eb.or([eb('o.theme_key', 'is not', null), eb('parent.theme_key', 'is not', null)]))
    .orderBy(sql`case when o.id = p.agency_id then 0 else 1 end`)
    .executeTakeFirst();
  return row?.theme_key ?? null;
}
