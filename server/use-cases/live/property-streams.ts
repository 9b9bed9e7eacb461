import type { Db } from '../../store/database.ts';
import { eventBounds, eventsSince, newestEventOf, presenceOf } from '../../store/property-events.ts';
import type { Viewer } from '../../store/viewer.ts';
import { createAccessRecheck } from './streams/access-recheck.ts';
import { createEventFanOut, PAGE } from './streams/event-fan-out.ts';
import { createPresenceFanOut } from './streams/presence-fan-out.ts';
import {
  createSubscribers,
  type EventSink,
  type PresenceSink,
  type StreamEnd,
  type Subscriber,
} from './streams/subscribers.ts';
import { startSweeps } from './streams/sweeps.ts';

export type { EventSink, PresenceSink, StreamEnd } from './streams/subscribers.ts';

export type StreamOptions = {
  db: Db;
  /** Follows the live channel (DatabaseHandle.listen). */
  listen: (onNotify: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;
  /** Whether the token still signs someone in: null when it does, else why not. */
  checkSession: (token: string) => Promise<StreamEnd | null>;
  onError: (error: unknown) => void;
};

function newSubscriber(
  kind: Subscriber['kind'],
  viewer: Viewer,
  token: string,
  propertyId: number,
  sink: Pick<Subscriber, 'events' | 'presence'>,
): Subscriber {
  return {
    kind,
    propertyId,
    viewerId: viewer.id,
    token,
    checkedAt: Date.now(),
    stale: false,
    queue: Promise.resolve(),
    buffered: kind === 'events' ? [] : null,
    lastSent: 0,
    ended: false,
    ...sink,
  };
}

/**
 * The live streams of one REST instance. It follows the database's live channel on one connection
 * (LISTEN/NOTIFY, or PGlite's own in one process): `e:<property>` new events, read from the table
 * by sequence and fanned out (streams/event-fan-out.ts); `p:<property>` a presence change
 * (streams/presence-fan-out.ts); `a:<property>` and `u:<user>` a change of who sees what, which
 * checks the streams of that property or user at once (streams/access-recheck.ts). Sign-ins,
 * presences and old events are swept on their own clocks (streams/sweeps.ts).
 */
export function createPropertyStreams(options: StreamOptions) {
  const { db } = options;
  let stopped = false;
  const isStopped = () => stopped;
  let stopListening: (() => Promise<void>) | null = null;
  let stopSweeps: (() => void) | null = null;
  const subscribers = createSubscribers({
    onError: options.onError,
    onLastEventStream: (propertyId) => events.forget(propertyId),
  });
  const access = createAccessRecheck(db, subscribers);
  const parts = { db, subscribers, access, stopped: isStopped, onError: options.onError };
  const events = createEventFanOut(parts);
  const presence = createPresenceFanOut(parts);

  function onNotify(payload: string) {
    const kind = payload.slice(0, 2);
    const value = payload.slice(2);
    if (kind === 'u:') {
      if (value) access.recheck({ viewerId: value });
      return;
    }
    const propertyId = Number(value);
    if (!Number.isSafeInteger(propertyId)) return;
    if (kind === 'e:') events.notified(propertyId);
    else if (kind === 'p:') presence.changed(propertyId);
    else if (kind === 'a:') access.recheck({ propertyId });
  }

  function onReconnect() {
    // What was sent while the channel was down was missed: read every property's events and
    // presence again, and check every stream's access.
    try {
      events.readAll();
      for (const propertyId of subscribers.properties()) presence.changed(propertyId);
      access.recheck({});
    } catch (error) {
      options.onError(error);
    }
  }

  return {
    async start() {
      stopListening = await options.listen(onNotify, onReconnect);
      stopSweeps = startSweeps({
        db,
        subscribers,
        checkSession: options.checkSession,
        stopped: isStopped,
        onError: options.onError,
      });
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      stopSweeps?.();
      await stopListening?.();
      subscribers.fanOut({}, (subscriber) =>
        subscribers.end(subscriber, { code: 'UNAVAILABLE', message: 'The server is shutting down.' }),
      );
    },

    /** How many streams are open on this instance. */
    get openStreams() {
      return subscribers.count();
    },

    /** Streams open here for one user (the REST edge limits them). */
    streamsOf(viewerId: string): number {
      return subscribers.count({ viewerId });
    },

    /**
     * Opens a property's event stream for a viewer who may see the property (checked here; false
     * when not). With `after`, the events since are sent first, or a resync when they are no
     * longer kept (`resync` gets the cursor to carry on from). Answers a close function.
     */
    async openEvents(
      viewer: Viewer,
      token: string,
      propertyId: number,
      after: number | null,
      sink: EventSink & { resync(cursor: number): void },
    ): Promise<(() => void) | false> {
      if (!(await access.visible(viewer, propertyId))) return false;
      const subscriber = newSubscriber('events', viewer, token, propertyId, { events: sink });
      subscribers.add(subscriber);
      events.follow(propertyId);
      try {
        const { oldest, newest } = await eventBounds(db);
        if (after === null) {
          subscriber.lastSent = await newestEventOf(db, propertyId);
        } else if (after > newest || (oldest > 0 && after < oldest - 1)) {
          subscriber.lastSent = await newestEventOf(db, propertyId);
          sink.resync(subscriber.lastSent);
        } else {
          subscriber.lastSent = after;
          for (;;) {
            const page = await eventsSince(db, subscriber.lastSent, [propertyId], PAGE);
            for (const event of page) {
              subscriber.lastSent = event.seq;
              sink.event(event);
            }
            if (page.length < PAGE) break;
          }
        }
      } catch (error) {
        subscribers.remove(subscriber);
        throw error;
      }
      const buffered = subscriber.buffered ?? [];
      subscriber.buffered = null;
      if (buffered.length) events.deliver(subscriber, buffered);
      if (!subscriber.ended) events.carryOn(propertyId, subscriber.lastSent);
      return () => subscribers.remove(subscriber);
    },

    /** Opens a property's presence stream: the list now, then the whole list at each change. */
    async openPresence(viewer: Viewer, token: string, propertyId: number, sink: PresenceSink) {
      if (!(await access.visible(viewer, propertyId))) return false;
      const subscriber = newSubscriber('presence', viewer, token, propertyId, { presence: sink });
      subscribers.add(subscriber);
      const people = await presenceOf(db, propertyId);
      subscribers.enqueue(subscriber, async () => sink.presence(people));
      return () => subscribers.remove(subscriber);
    },

    /** Re-reads one property's presence list for its streams here (after this instance changed it). */
    presenceChanged(propertyId: number) {
      presence.changed(propertyId);
    },

    /** Whether the viewer may see the property now (presence announcements check it). */
    visible: access.visible,
  };
}

export type PropertyStreams = ReturnType<typeof createPropertyStreams>;
