import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../store/database.ts';
import { apiClientMetadata } from './api-client-metadata.ts';

/**
 * oidc-provider's storage contract over our database: sessions, grants, codes and interactions
 * survive a restart and are shared by every instance.
 */
export function createOidcAdapterFactory(db: Db) {
  return class DatabaseAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('oidc_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['model', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      // Integrators' API clients live in their own table, managed from the admin panel.
      if (this.model === 'Client') return apiClientMetadata(db, id);
      return this.#findBy('id', id);
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findBy('user_code', userCode);
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findBy('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }
    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }

    async #findBy(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : payload;
    }
  };
}

/** Expired rows are of no use to anyone; removed periodically so the table does not grow forever. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
}
