import type { Db } from '../../../store/database.ts';
import { pruneEvents, sweepPresence } from '../../../store/property-events.ts';
import type { StreamEnd, Subscriber, Subscribers } from './subscribers.ts';

/** How often every open stream's sign-in is checked: an ended or expired session ends its streams within this. */
export const SESSION_CHECK_MS = 500;
/** How long events are kept for a resume: at least the minute the schema promises, with room for clocks and retries. */
export const EVENT_RETENTION_SECONDS = 5 * 60;
/** How often lapsed presences are swept (each instance sweeps; the delete makes it harmless). */
const PRESENCE_SWEEP_MS = 5_000;
const PRUNE_MS = 60_000;

/**
 * What runs on its own clock: every stream's sign-in checked (one check per token), lapsed
 * presences swept, old events pruned. A run still going when the next is due skips that one.
 */
export function startSweeps(options: {
  db: Db;
  subscribers: Subscribers;
  checkSession: (token: string) => Promise<StreamEnd | null>;
  stopped: () => boolean;
  onError: (error: unknown) => void;
}): () => void {
  const { db, subscribers } = options;
  const timers: NodeJS.Timeout[] = [];

  function every(ms: number, work: () => Promise<unknown>) {
    let running = false;
    const timer = setInterval(() => {
      if (running || options.stopped()) return;
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

  async function checkSessions() {
    const tokens = new Map<string, Subscriber[]>();
    subscribers.fanOut({}, (subscriber) => {
      const list = tokens.get(subscriber.token);
      if (list) list.push(subscriber);
      else tokens.set(subscriber.token, [subscriber]);
    });
    for (const [token, list] of tokens) {
      const refusal = await options.checkSession(token).catch(() => null);
      if (refusal) for (const subscriber of list) subscribers.end(subscriber, refusal);
    }
  }

  every(SESSION_CHECK_MS, checkSessions);
  every(PRESENCE_SWEEP_MS, () => sweepPresence(db));
  every(PRUNE_MS, () => pruneEvents(db, EVENT_RETENTION_SECONDS));
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
