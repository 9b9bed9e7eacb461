import { randomUUID, scrypt, timingSafeEqual, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Db } from '../../store/database.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

export type IdentityAccount = { id: string; email: string; name: string; demo: boolean };

export async function findAccount(db: Db, id: string): Promise<IdentityAccount | undefined> {
  return db.selectFrom('identity_accounts').select(['id', 'email', 'name', 'demo']).where('id', '=', id).executeTakeFirst();
}

export async function listDemoAccounts(db: Db): Promise<IdentityAccount[]> {
  return db.selectFrom('identity_accounts').select(['id', 'email', 'name', 'demo']).where('demo', '=', true).orderBy('created_at').orderBy('id').execute();
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

/** The account for an email and password, or undefined; the caller shows one message for both failures. */
export async function authenticateWithPassword(db: Db, email: string, password: string): Promise<IdentityAccount | undefined> {
  const row = await db
    .selectFrom('identity_accounts')
    .select(['id', 'email', 'name', 'demo', 'password_hash'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row?.password_hash) return undefined;
  if (!(await passwordMatches(password, row.password_hash))) return undefined;
  return { id: row.id, email: row.email, name: row.name, demo: row.demo };
}

export class EmailTakenError extends Error {}

export async function registerAccount(db: Db, input: { name: string; email: string; password: string }): Promise<IdentityAccount> {
  const email = input.email.trim();
  const taken = await db.selectFrom('identity_accounts').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst();
  if (taken) throw new EmailTakenError('An account with this email already exists. Please log in.');
  const account = { id: `u-${randomUUID()}`, email, name: input.name.trim(), demo: false };
  await db.insertInto('identity_accounts').values({ ...account, password_hash: await hashPassword(input.password) }).execute();
  return account;
}
