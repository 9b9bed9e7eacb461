import { randomUUID, scrypt, timingSafeEqual, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../store/database.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export type IdentityAccount = { id: string; email: string; name: string; demo: boolean; emailVerified: boolean };

const COLUMNS = ['id', 'email', 'name', 'demo', 'email_verified'] as const;

function toAccount(row: {
  id: string;
  email: string;
  name: string;
  demo: boolean;
  email_verified: boolean;
}): IdentityAccount {
  return { id: row.id, email: row.email, name: row.name, demo: row.demo, emailVerified: row.email_verified };
}

export async function findAccount(db: Db, id: string): Promise<IdentityAccount | undefined> {
  const row = await db.selectFrom('identity_accounts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByEmail(db: Db, email: string): Promise<IdentityAccount | undefined> {
  const row = await db
    .selectFrom('identity_accounts')
    .select(COLUMNS)
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function listDemoAccounts(db: Db): Promise<IdentityAccount[]> {
  const rows = await db
    .selectFrom('identity_accounts')
    .select(COLUMNS)
    .where('demo', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAccount);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password nobody knows: an unknown email is checked against it, so the answer
 * takes as long as for a known email with a wrong password.
 */
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/** The account for an email and password, or undefined; the caller shows one message for both failures. */
export async function authenticateWithPassword(
  db: Db,
  email: string,
  password: string,
): Promise<IdentityAccount | undefined> {
  const row = await db
    .selectFrom('identity_accounts')
    .select([...COLUMNS, 'password_hash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const matches = await passwordMatches(password, row?.password_hash ?? (await dummy()));
  if (!row?.password_hash || !matches) return undefined;
  return toAccount(row);
}

export async function setPassword(db: Db, accountId: string, password: string): Promise<void> {
  await db
    .updateTable('identity_accounts')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', accountId)
    .execute();
}

export async function markEmailVerified(db: Db, accountId: string): Promise<void> {
  await db.updateTable('identity_accounts').set({ email_verified: true }).where('id', '=', accountId).execute();
}

export class EmailTakenError extends Error {}

export async function registerAccount(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<IdentityAccount> {
  const email = input.email.trim();
  const taken = await db
    .selectFrom('identity_accounts')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (taken) throw new EmailTakenError('An account with this email already exists. Please log in.');
  const account = { id: `u-${randomUUID()}`, email, name: input.name.trim(), demo: false };
  await db
    .insertInto('identity_accounts')
    .values({ ...account, email_verified: false, password_hash: await hashPassword(input.password) })
    .execute();
  return { ...account, emailVerified: false };
}
