import { searchesAvailableIn } from '../../../domain/checklist.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { findSearchOrder, insertSearchOrder } from '../../store/search-orders.ts';
import type { Viewer } from '../../store/viewer.ts';
import { ProviderError } from '../../services/http/provider-error.ts';
import { enqueue } from '../../services/queue/enqueue.ts';
import { nextPackCheck, type SearchesProvider } from '../../services/searches/searches.ts';
import { AppError, conflict, notFound } from '../app-error.ts';

/**
 * Orders the property's searches once (spec 01 §2, §4): not in phase 1, refused when already
 * ordered. The provider takes the order first; then the order's row, the requested flag and the
 * job that fetches the pack are written in one transaction. The row's unique key refuses a second
 * order that raced past the first check.
 */
export async function orderSearches(
  { db, provider }: { db: Db; provider: SearchesProvider },
  { viewer, propertyId }: { viewer: Viewer; propertyId: number },
): Promise<PropertyRecord> {
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  if (!searchesAvailableIn(property.phaseId)) throw conflict(MESSAGES.searchesNotInPhaseOne);
  const existing = await findSearchOrder(db, propertyId);
  if (existing || property.searchesRequested) throw conflict(MESSAGES.searchesAlreadyOrdered);
  const input = {
    propertyId,
    address: property.address,
    postcode: property.postcode,
    titleNumber: property.titleNumber,
  };
  let reference: string;
  try {
    ({ reference } = await provider.order(input));
  } catch (error) {
    if (error instanceof ProviderError)
      throw new AppError(
        error.failure === 'timeout' ? 'provider-timed-out' : 'provider-failed',
        MESSAGES.providerUnavailable('searches'),
      );
    throw error;
  }
  try {
    await db.transaction().execute(async (trx) => {
      const orderId = await insertSearchOrder(trx, {
        propertyId,
        orderedBy: viewer.id,
        provider: provider.name,
        reference,
      });
      await enqueue(trx, 'search-pack', { orderId }, nextPackCheck(provider));
      await publishPropertyEvent(trx, propertyId, viewer.id, { type: 'searches_changed', data: { status: 'ordered' } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.searchesAlreadyOrdered);
    throw error;
  }
  return { ...property, searchesRequested: true };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
