import type { Db } from '../../../store/database.ts';
import { propertyVisible } from '../../../store/tenancy.ts';
import { loadedViewerFrom, viewerQuery, type Viewer } from '../../../store/viewer.ts';
import { notFoundEnd, type Selection, type Subscriber, type Subscribers } from './subscribers.ts';

/** How long a stream's access verdict holds before the next event checks it again (a change of access checks at once). */
export const ACCESS_RECHECK_MS = 2_000;

/**
 * Whether a stream's viewer still sees its property, as the tenancy rule says it (read afresh: a
 * user moved, disabled or removed counts at once). A stream is checked when it opens; before an
 * event when its verdict is older than ACCESS_RECHECK_MS or marked stale; and at once, without
 * waiting for an event, when a change of access names its property or its viewer (`recheck`).
 */
export function createAccessRecheck(db: Db, subscribers: Subscribers) {
  const visible = (viewer: Viewer, propertyId: number) => propertyVisible(db, viewer, propertyId);

  async function sees(viewerId: string, propertyId: number): Promise<boolean> {
    const row = await viewerQuery(db, viewerId).executeTakeFirst();
    const viewer = row ? loadedViewerFrom(row).viewer : null;
    if (!viewer || row?.disabled_at) return false;
    return visible(viewer, propertyId);
  }

  /** Checks access when due; ends the stream and answers false when it is gone. */
  async function stillAllowed(subscriber: Subscriber): Promise<boolean> {
    if (!subscriber.stale && Date.now() - subscriber.checkedAt < ACCESS_RECHECK_MS) return true;
    const allowed = await sees(subscriber.viewerId, subscriber.propertyId);
    subscriber.checkedAt = Date.now();
    subscriber.stale = false;
    if (!allowed) subscribers.end(subscriber, notFoundEnd(subscriber.propertyId));
    return allowed;
  }

  return {
    visible,
    stillAllowed,

    /**
     * Checks the selected streams now, each in its turn after what it is delivering: a stream
     * whose viewer lost the property ends with NOT_FOUND before anything else reaches it.
     */
    recheck(selection: Selection) {
      subscribers.fanOut(selection, (subscriber) => {
        subscriber.stale = true;
        subscribers.enqueue(subscriber, async () => {
          await stillAllowed(subscriber);
        });
      });
    },
  };
}

export type AccessRecheck = ReturnType<typeof createAccessRecheck>;
