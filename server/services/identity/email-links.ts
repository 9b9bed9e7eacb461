import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../store/database.ts';
import type { EmailLinkPurpose } from '../../store/schema.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use link token; only its hash is stored, so a copy of the database opens nothing. */
export async function createEmailLink(
  db: Db,
  input: { accountId: string; purpose: EmailLinkPurpose; ttlSeconds: number; returnTo: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_links')
    .values({
      token_hash: hash(token),
      account_id: input.accountId,
      purpose: input.purpose,
      return_to: input.returnTo,
      expires_at: new Date(Date.now() + input.ttlSeconds * 1000),
    })
    .execute();
  return token;
}

export type EmailLink = { accountId: string; returnTo: string | null };

/** The link's account while it is unused and unexpired, without using it (a form is shown first). */
export async function findUsableLink(db: Db, token: string, purpose: EmailLinkPurpose): Promise<EmailLink | null> {
  const row = await db
    .selectFrom('email_links')
    .select(['account_id', 'return_to'])
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row ? { accountId: row.account_id, returnTo: row.return_to } : null;
}

/** Uses the link: one statement, so two clicks at once cannot both succeed. */
export async function redeemLink(db: Db, token: string, purpose: EmailLinkPurpose): Promise<EmailLink | null> {
  const row = await db
    .updateTable('email_links')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['account_id', 'return_to'])
    .executeTakeFirst();
  return row ? { accountId: row.account_id, returnTo: row.return_to } : null;
}

/** After a password change, older reset links of the account stop working. */
export async function retireLinks(db: Db, accountId: string, purpose: EmailLinkPurpose): Promise<void> {
  await db
    .updateTable('email_links')
    .set({ used_at: new Date() })
    .where('account_id', '=', accountId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
