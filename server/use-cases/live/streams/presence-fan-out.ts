import { presenceOf } from '../../../store/property-events.ts';
import { markedProperties, type FanOutOptions } from './marked-properties.ts';

/**
 * Sends a property's whole presence list to its presence streams here when it changed: each
 * property marked is read once per burst, one read at a time.
 */
export function createPresenceFanOut(options: FanOutOptions) {
  const { db, subscribers, access } = options;
  const work = markedProperties({
    ...options,
    work: async (propertyId) => {
      if (subscribers.count({ propertyId, kind: 'presence' }) === 0) return;
      const people = await presenceOf(db, propertyId);
      subscribers.fanOut({ propertyId, kind: 'presence' }, (subscriber) =>
        subscribers.enqueue(subscriber, async () => {
          if (await access.stillAllowed(subscriber)) subscriber.presence!.presence(people);
        }),
      );
    },
  });

  return {
    /** The property's presence changed (or may have): its streams here get the list again. */
    changed(propertyId: number) {
      work.mark(propertyId);
    },
  };
}
