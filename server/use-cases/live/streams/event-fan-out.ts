import { eventsSince, type StoredEvent } from '../../../store/property-events.ts';
import { markedProperties, type FanOutOptions } from './marked-properties.ts';
import type { Subscriber } from './subscribers.ts';

/** Events read per query while catching up. */
export const PAGE = 1_000;

/**
 * Reads the events of the properties with event streams here and hands each to their streams in
 * `seq` order. Per property it keeps the newest event read (null until the first stream finished
 * its replay); a property's events commit in `seq` order, so reading past it misses nothing, and
 * a lost notification costs latency, never an event.
 */
export function createEventFanOut(options: FanOutOptions) {
  const { db, subscribers, access } = options;
  const readUpTo = new Map<number, number | null>();

  /** Sends the events the stream has not had yet, each after checking its viewer may still see them. */
  function deliver(subscriber: Subscriber, events: StoredEvent[]) {
    subscribers.enqueue(subscriber, async () => {
      for (const event of events) {
        if (subscriber.ended) return;
        if (event.seq <= subscriber.lastSent) continue;
        if (event.type === 'people_changed') subscriber.stale = true;
        if (!(await access.stillAllowed(subscriber))) return;
        subscriber.lastSent = event.seq;
        subscriber.events!.event(event);
      }
    });
  }

  function dispatch(propertyId: number, events: StoredEvent[]) {
    // Someone joined or left: every stream of the property, presence too, is checked before it hears more.
    if (events.some((event) => event.type === 'people_changed')) access.recheck({ propertyId });
    subscribers.fanOut({ propertyId, kind: 'events' }, (subscriber) => {
      if (subscriber.buffered) subscriber.buffered.push(...events);
      else deliver(subscriber, events);
    });
  }

  /** Reads a marked property's events committed since the last read, a page at a time. */
  const reads = markedProperties({
    ...options,
    work: async (propertyId) => {
      for (;;) {
        const from = readUpTo.get(propertyId);
        if (from === undefined || from === null) return;
        const events = await eventsSince(db, from, [propertyId], PAGE);
        if (events.length === 0) return;
        if (readUpTo.has(propertyId)) readUpTo.set(propertyId, events[events.length - 1].seq);
        dispatch(propertyId, events);
        if (events.length < PAGE) return;
      }
    },
  });
  const mark = (propertyId: number) => reads.mark(propertyId);

  return {
    deliver,

    /** A stream of the property opened: its events are wanted (read once a replay says from where). */
    follow(propertyId: number) {
      if (!readUpTo.has(propertyId)) readUpTo.set(propertyId, null);
    },

    /** The property's last event stream here went. */
    forget(propertyId: number) {
      readUpTo.delete(propertyId);
    },

    /**
     * A stream's replay ended at `lastSent`: reading for the property goes on from there (or
     * further, if another stream's did), and once now, so anything committed meanwhile is read.
     */
    carryOn(propertyId: number, lastSent: number) {
      const known = readUpTo.get(propertyId);
      readUpTo.set(propertyId, Math.max(known ?? 0, lastSent));
      mark(propertyId);
    },

    /** A notification: the property has new events (ignored unless it has streams here). */
    notified(propertyId: number) {
      if (readUpTo.has(propertyId)) mark(propertyId);
    },

    /** Reads every followed property again (after notifications may have been missed). */
    readAll() {
      for (const propertyId of readUpTo.keys()) mark(propertyId);
    },
  };
}
