import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database, SearchOrderStatus } from './schema.ts';

type Conn = Db | Transaction<Database>;

export type SearchOrderState = { status: SearchOrderStatus; orderedAt: Date; deliveredAt: Date | null };

/** Where the property's searches order stands; null when none was made. */
export async function findSearchOrder(db: Conn, propertyId: number): Promise<SearchOrderState | null> {
  const row = await db
    .selectFrom('search_orders')
    .select(['status', 'ordered_at', 'delivered_at'])
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return row
    ? {
        status: row.status,
        orderedAt: new Date(row.ordered_at),
        deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
      }
    : null;
}

/**
 * Records the provider's acceptance of a searches order and marks the property's searches as
 * requested; the order's id. The row's unique key refuses a second order of the same property.
 */
export async function insertSearchOrder(
  trx: Transaction<Database>,
  order: { propertyId: number; orderedBy: string; provider: string; reference: string },
): Promise<number> {
  const row = await trx
    .insertInto('search_orders')
    .values({
      property_id: order.propertyId,
      ordered_by: order.orderedBy,
      provider: order.provider,
      reference: order.reference,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('properties').set({ searches_requested: true }).where('id', '=', order.propertyId).execute();
  return row.id;
}
