import type { Db } from '../../../store/database.ts';
import type { AccessRecheck } from './access-recheck.ts';
import type { Subscribers } from './subscribers.ts';

/** What a fan-out (events or presence) works with: the database, the streams here, their access checks. */
export type FanOutOptions = {
  db: Db;
  subscribers: Subscribers;
  access: AccessRecheck;
  stopped: () => boolean;
  onError: (error: unknown) => void;
};

/**
 * Properties marked for work, worked through by one loop, one property at a time: a property
 * marked while the loop runs is picked up by it, so a burst of notifications for a property costs
 * one read of it, and reads never overlap. An error ends the round (reported); the next mark
 * starts another.
 */
export function markedProperties(options: {
  work: (propertyId: number) => Promise<void>;
  stopped: () => boolean;
  onError: (error: unknown) => void;
}) {
  const marked = new Set<number>();
  let running = false;

  async function run(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (marked.size > 0 && !options.stopped()) {
        const properties = [...marked];
        marked.clear();
        for (const propertyId of properties) await options.work(propertyId);
      }
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  }

  return {
    mark(propertyId: number) {
      marked.add(propertyId);
      void run();
    },
  };
}
