import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../store/database.ts';

/**
 * The embedded provider's signing keys and cookie keys live in the database, created by whichever
 * instance starts first: a restart signs nobody out, and every instance signs and verifies alike.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value as T;
  const fresh = await create();
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  // Another instance may have won the race: the stored value is the one everybody uses.
  const stored = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return stored.value as T;
}

export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  return loadOrCreate(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: `rs-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' }];
  });
}

export async function loadCookieKeys(db: Db): Promise<string[]> {
  return loadOrCreate(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The public half of each signing key, as published at the JWKS endpoint. */
export function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
    ),
  };
}
