import type { PresenceRow, StoredEvent } from '../../../store/property-events.ts';

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

export type Subscriber = {
  kind: 'events' | 'presence';
  propertyId: number;
  viewerId: string;
  token: string;
  checkedAt: number;
  /** Set when something may have changed who sees the property: the next delivery checks first. */
  stale: boolean;
  /** Work for the stream runs one piece after another, so its events keep their order across the async access check. */
  queue: Promise<void>;
  /** Events that arrived while the stream was still replaying from its cursor. */
  buffered: StoredEvent[] | null;
  lastSent: number;
  ended: boolean;
  events?: EventSink;
  presence?: PresenceSink;
};

/** Which streams a fan-out reaches: all of them, or those of one property, one viewer, one kind. */
export type Selection = { propertyId?: number; viewerId?: string; token?: string; kind?: Subscriber['kind'] };

export const notFoundEnd = (propertyId: number): StreamEnd => ({
  code: 'NOT_FOUND',
  message: `Property not found with id ${propertyId}.`,
});

/**
 * The streams open on this instance, by property, and the one way to reach them: `fanOut` visits
 * the streams a selection names (a copy, so a visit may end a stream), `enqueue` runs work for one
 * stream after the work before it.
 */
export function createSubscribers(options: {
  onError: (error: unknown) => void;
  /** The property's last event stream here went: nothing needs its events any more. */
  onLastEventStream: (propertyId: number) => void;
}) {
  const byProperty = new Map<number, Set<Subscriber>>();

  function selected(selection: Selection): Subscriber[] {
    const sets =
      selection.propertyId === undefined ? [...byProperty.values()] : [byProperty.get(selection.propertyId) ?? []];
    const found: Subscriber[] = [];
    for (const set of sets)
      for (const subscriber of set)
        if (
          (selection.viewerId === undefined || subscriber.viewerId === selection.viewerId) &&
          (selection.token === undefined || subscriber.token === selection.token) &&
          (selection.kind === undefined || subscriber.kind === selection.kind)
        )
          found.push(subscriber);
    return found;
  }

  function remove(subscriber: Subscriber) {
    subscriber.ended = true;
    const set = byProperty.get(subscriber.propertyId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) byProperty.delete(subscriber.propertyId);
    if (![...set].some((other) => other.kind === 'events')) options.onLastEventStream(subscriber.propertyId);
  }

  return {
    add(subscriber: Subscriber) {
      let set = byProperty.get(subscriber.propertyId);
      if (!set) byProperty.set(subscriber.propertyId, (set = new Set()));
      set.add(subscriber);
    },

    remove,

    /** Ends the stream with its reason; the first end wins. */
    end(subscriber: Subscriber, reason: StreamEnd) {
      if (subscriber.ended) return;
      remove(subscriber);
      (subscriber.events ?? subscriber.presence)!.end(reason);
    },

    /** Visits every open stream the selection names. */
    fanOut(selection: Selection, visit: (subscriber: Subscriber) => void) {
      for (const subscriber of selected(selection)) if (!subscriber.ended) visit(subscriber);
    },

    count(selection: Selection = {}): number {
      return selected(selection).length;
    },

    /** The properties with streams here. */
    properties(): number[] {
      return [...byProperty.keys()];
    },

    /** Runs the work after what the stream was already doing, unless the stream has ended by then. */
    enqueue(subscriber: Subscriber, work: () => Promise<void>) {
      subscriber.queue = subscriber.queue.then(async () => {
        if (subscriber.ended) return;
        try {
          await work();
        } catch (error) {
          options.onError(error);
        }
      });
    },
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
