import type { Db } from '../../store/database.ts';
import {
  eventBounds,
  eventsSince,
  newestEventOf,
  presenceOf,
  pruneEvents,
  sweepPresence,
  type PresenceRow,
  type StoredEvent,
} from '../../store/property-events.ts';
import { propertyVisibleTo } from '../../store/tenancy.ts';
import { loadedViewerFrom, viewerQuery, type Viewer } from '../../store/viewer.ts';

/** How long a stream's access verdict holds before the next event checks it again (a PeopleChanged checks at once). */
export const ACCESS_RECHECK_MS = 2_000;
/** How often every open stream's sign-in is checked: an ended or expired session ends its streams within this. */
export const SESSION_CHECK_MS = 500;
/** How long events are kept for a resume: at least the minute the schema promises, with room for clocks and retries. */
export const EVENT_RETENTION_SECONDS = 5 * 60;
/** How often lapsed presences are swept (each instance sweeps; the delete makes it harmless). */
const PRESENCE_SWEEP_MS = 5_000;
const PRUNE_MS = 60_000;
/** Events read per query while catching up. */
const PAGE = 1_000;

/** Why a stream ended, as the REST edge says it: the gateway maps it to a close code or a GraphQL error. */
export type StreamEnd = {
  /** UNAVAILABLE: this instance is shutting down; the stream just stops, and the reader resumes elsewhere with its cursor. */
  code: 'SESSION_EXPIRED' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'UNAVAILABLE';
  message: string;
};

export type EventSink = {
  /** One event, in `seq` order, at most once. */
  event(event: StoredEvent): void;
  /** The stream is over (access lost, session ended); nothing follows. */
  end(reason: StreamEnd): void;
};

export type PresenceSink = {
  presence(people: PresenceRow[]): void;
  end(reason: StreamEnd): void;
};

export type StreamOptions = {
  db: Db;
  /** Follows the live channel (DatabaseHandle.listen). */
  listen: (onNotify: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>;
  /** Whether the token still signs someone in: null when it does, else why not. */
  checkSession: (token: string) => Promise<StreamEnd | null>;
  onError: (error: unknown) => void;
};

type Subscriber = {
  kind: 'events' | 'presence';
  propertyId: number;
  viewerId: string;
  token: string;
  checkedAt: number;
  /** Set when something may have changed who sees the property: the next delivery checks first. */
  stale: boolean;
  /** Deliveries run one after another, so a stream's events keep their order across the async access check. */
  queue: Promise<void>;
  /** Events that arrived while the stream was still replaying from its cursor. */
  buffered: StoredEvent[] | null;
  lastSent: number;
  ended: boolean;
  events?: EventSink;
  presence?: PresenceSink;
};

const NOT_FOUND = (propertyId: number): StreamEnd => ({
  code: 'NOT_FOUND',
  message: `Property not found with id ${propertyId}.`,
});

/**
 * The live streams of one REST instance. It follows the database's live channel on one connection
 * (LISTEN/NOTIFY, or PGlite's own in one process) and fans each event out to the streams open on
 * this instance for its property; events are read from the table by sequence, so a lost
 * notification costs latency, never an event. Each stream's viewer is checked when it opens, again
 * before an event when the last check is older than ACCESS_RECHECK_MS or the property's people
 * changed, and the sign-in of every stream every SESSION_CHECK_MS.
 */
export function createPropertyStreams(options: StreamOptions) {
  const { db } = options;
  const byProperty = new Map<number, Set<Subscriber>>();
  /**
   * Per property with event streams here: the newest event read for them (null until the first
   * stream finished its replay). A property's events commit in `seq` order, so reading past it
   * misses nothing.
   */
  const readUpTo = new Map<number, number | null>();
  const eventsDirty = new Set<number>();
  let draining = false;
  const presenceDirty = new Set<number>();
  let presenceFlushing = false;
  let stopListening: (() => Promise<void>) | null = null;
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  function add(subscriber: Subscriber) {
    let set = byProperty.get(subscriber.propertyId);
    if (!set) byProperty.set(subscriber.propertyId, (set = new Set()));
    set.add(subscriber);
    if (subscriber.kind === 'events' && !readUpTo.has(subscriber.propertyId)) readUpTo.set(subscriber.propertyId, null);
  }

  function remove(subscriber: Subscriber) {
    subscriber.ended = true;
    const set = byProperty.get(subscriber.propertyId);
    set?.delete(subscriber);
    if (set?.size === 0) byProperty.delete(subscriber.propertyId);
    if (![...(set ?? [])].some((other) => other.kind === 'events')) readUpTo.delete(subscriber.propertyId);
  }

  function end(subscriber: Subscriber, reason: StreamEnd) {
    if (subscriber.ended) return;
    remove(subscriber);
    (subscriber.events ?? subscriber.presence)!.end(reason);
  }

  /** Whether the viewer, read afresh, still sees the property. */
  async function sees(viewerId: string, propertyId: number): Promise<boolean> {
    const row = await viewerQuery(db, viewerId).executeTakeFirst();
    const viewer = row ? loadedViewerFrom(row).viewer : null;
    if (!viewer || row?.disabled_at) return false;
    return visible(viewer, propertyId);
  }

  async function visible(viewer: Viewer, propertyId: number): Promise<boolean> {
    const seen = await db
      .selectFrom('properties as p')
      .select('p.id')
      .where('p.id', '=', propertyId)
      .where('p.deleted_at', 'is', null)
      .where(propertyVisibleTo(viewer))
      .executeTakeFirst();
    return seen !== undefined;
  }

  /** Checks access when due; ends the stream and answers false when it is gone. */
  async function stillAllowed(subscriber: Subscriber): Promise<boolean> {
    const now = Date.now();
    if (!subscriber.stale && now - subscriber.checkedAt < ACCESS_RECHECK_MS) return true;
    const allowed = await sees(subscriber.viewerId, subscriber.propertyId);
    subscriber.checkedAt = Date.now();
    subscriber.stale = false;
    if (!allowed) end(subscriber, NOT_FOUND(subscriber.propertyId));
    return allowed;
  }

  function enqueue(subscriber: Subscriber, work: () => Promise<void>) {
    subscriber.queue = subscriber.queue.then(async () => {
      if (subscriber.ended) return;
      try {
        await work();
      } catch (error) {
        options.onError(error);
      }
    });
  }

  function deliver(subscriber: Subscriber, events: StoredEvent[]) {
    enqueue(subscriber, async () => {
      for (const event of events) {
        if (subscriber.ended) return;
        if (event.seq <= subscriber.lastSent) continue;
        if (event.type === 'people_changed') subscriber.stale = true;
        if (!(await stillAllowed(subscriber))) return;
        subscriber.lastSent = event.seq;
        subscriber.events!.event(event);
      }
    });
  }

  function dispatch(events: StoredEvent[]) {
    const byId = new Map<number, StoredEvent[]>();
    for (const event of events) {
      const list = byId.get(event.propertyId);
      if (list) list.push(event);
      else byId.set(event.propertyId, [event]);
    }
    for (const [propertyId, list] of byId) {
      for (const subscriber of byProperty.get(propertyId) ?? []) {
        if (list.some((event) => event.type === 'people_changed')) subscriber.stale = true;
        if (subscriber.kind !== 'events') continue;
        if (subscriber.buffered) subscriber.buffered.push(...list);
        else deliver(subscriber, list);
      }
    }
  }

  /** Reads each notified property's events committed since the last read, one query per property. */
  async function drain(): Promise<void> {
    // One read at a time; notifications meanwhile mark properties, which the loop picks up.
    if (draining) return;
    draining = true;
    try {
      while (eventsDirty.size > 0 && !stopped) {
        const properties = [...eventsDirty];
        eventsDirty.clear();
        for (const propertyId of properties) {
          for (;;) {
            const from = readUpTo.get(propertyId);
            if (from === undefined || from === null) break;
            const events = await eventsSince(db, from, [propertyId], PAGE);
            if (events.length === 0) break;
            if (readUpTo.has(propertyId)) readUpTo.set(propertyId, events[events.length - 1].seq);
            dispatch(events);
            if (events.length < PAGE) break;
          }
        }
      }
    } catch (error) {
      options.onError(error);
    } finally {
      draining = false;
    }
  }

  async function flushPresence(): Promise<void> {
    if (presenceFlushing) return;
    presenceFlushing = true;
    try {
      while (presenceDirty.size > 0 && !stopped) {
        const properties = [...presenceDirty];
        presenceDirty.clear();
        for (const propertyId of properties) {
          const listeners = [...(byProperty.get(propertyId) ?? [])].filter((s) => s.kind === 'presence');
          if (listeners.length === 0) continue;
          const people = await presenceOf(db, propertyId);
          for (const subscriber of listeners)
            enqueue(subscriber, async () => {
              if (await stillAllowed(subscriber)) subscriber.presence!.presence(people);
            });
        }
      }
    } catch (error) {
      options.onError(error);
    } finally {
      presenceFlushing = false;
    }
  }

  function onNotify(payload: string) {
    const kind = payload.slice(0, 2);
    const value = Number(payload.slice(2));
    if (!Number.isSafeInteger(value)) return;
    if (kind === 'e:') {
      if (!readUpTo.has(value)) return;
      eventsDirty.add(value);
      void drain();
    } else if (kind === 'p:') {
      presenceDirty.add(value);
      void flushPresence();
    }
  }

  async function onReconnect() {
    // Notifications sent while the channel was down were missed: read up to the newest event, and every presence list.
    try {
      for (const propertyId of readUpTo.keys()) eventsDirty.add(propertyId);
      void drain();
      for (const propertyId of byProperty.keys()) presenceDirty.add(propertyId);
      void flushPresence();
    } catch (error) {
      options.onError(error);
    }
  }

  async function checkSessions() {
    const tokens = new Map<string, Subscriber[]>();
    for (const set of byProperty.values())
      for (const subscriber of set) {
        const list = tokens.get(subscriber.token);
        if (list) list.push(subscriber);
        else tokens.set(subscriber.token, [subscriber]);
      }
    for (const [token, subscribers] of tokens) {
      const refusal = await options.checkSession(token).catch(() => null);
      if (refusal) for (const subscriber of subscribers) end(subscriber, refusal);
    }
  }

  function every(ms: number, work: () => Promise<unknown>) {
    let running = false;
    const timer = setInterval(() => {
      if (running || stopped) return;
      running = true;
      work()
        .catch(options.onError)
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  }

  return {
    async start() {
      stopListening = await options.listen(onNotify, () => void onReconnect());
      every(SESSION_CHECK_MS, checkSessions);
      every(PRESENCE_SWEEP_MS, () => sweepPresence(db));
      every(PRUNE_MS, () => pruneEvents(db, EVENT_RETENTION_SECONDS));
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await stopListening?.();
      for (const set of [...byProperty.values()])
        for (const subscriber of [...set])
          end(subscriber, { code: 'UNAVAILABLE', message: 'The server is shutting down.' });
    },

    /** How many streams are open on this instance. */
    get openStreams() {
      let count = 0;
      for (const set of byProperty.values()) count += set.size;
      return count;
    },

    /** Streams open here for one user (the REST edge limits them). */
    streamsOf(viewerId: string): number {
      let count = 0;
      for (const set of byProperty.values()) for (const s of set) if (s.viewerId === viewerId) count++;
      return count;
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
      if (!(await visible(viewer, propertyId))) return false;
      const subscriber: Subscriber = {
        kind: 'events',
        propertyId,
        viewerId: viewer.id,
        token,
        checkedAt: Date.now(),
        stale: false,
        queue: Promise.resolve(),
        buffered: [],
        lastSent: 0,
        ended: false,
        events: sink,
      };
      add(subscriber);
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
        remove(subscriber);
        throw error;
      }
      const buffered = subscriber.buffered ?? [];
      subscriber.buffered = null;
      if (buffered.length) deliver(subscriber, buffered);
      // Reading for the property goes on from where this stream's replay ended (or further, if
      // another stream's did), and once now: anything committed meanwhile is read, never lost.
      const known = readUpTo.get(propertyId);
      if (!subscriber.ended) {
        readUpTo.set(propertyId, Math.max(known ?? 0, subscriber.lastSent));
        eventsDirty.add(propertyId);
        void drain();
      }
      return () => remove(subscriber);
    },

    /** Opens a property's presence stream: the list now, then the whole list at each change. */
    async openPresence(viewer: Viewer, token: string, propertyId: number, sink: PresenceSink) {
      if (!(await visible(viewer, propertyId))) return false;
      const subscriber: Subscriber = {
        kind: 'presence',
        propertyId,
        viewerId: viewer.id,
        token,
        checkedAt: Date.now(),
        stale: false,
        queue: Promise.resolve(),
        buffered: null,
        lastSent: 0,
        ended: false,
        presence: sink,
      };
      add(subscriber);
      const people = await presenceOf(db, propertyId);
      enqueue(subscriber, async () => sink.presence(people));
      return () => remove(subscriber);
    },

    /** Re-reads one property's presence list for its streams here (after this instance changed it). */
    presenceChanged(propertyId: number) {
      presenceDirty.add(propertyId);
      void flushPresence();
    },

    /** Whether the viewer may see the property now (presence announcements check it). */
    visible,
  };
}

export type PropertyStreams = ReturnType<typeof createPropertyStreams>;
