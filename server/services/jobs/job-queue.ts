import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { Db } from '../../store/database.ts';

export type JobContext = { id: number; attempt: number; finalAttempt: boolean };
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** How often an idle runner looks for due jobs; enqueueing in this process wakes it at once. */
  pollMs?: number;
  /** How long a claimed job is reserved; a runner that dies mid-job lets another retry after it. */
  leaseSeconds?: number;
  /** Seconds to wait before the given retry (1 = the first retry). */
  backoffSeconds?: (retry: number) => number;
  onError?: (error: unknown, job: JobContext & { queue: string }) => void;
};

/** 10 s, 20 s, 40 s … capped at an hour: ten attempts span about five hours. */
export function exponentialBackoff(retry: number): number {
  return Math.min(10 * 2 ** (retry - 1), 60 * 60);
}

/** Adds a job; inside the caller's transaction when given one, so the job exists only if the work it follows does. */
export async function enqueueJob(
  db: Db | Transaction<Database>,
  queue: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number; runAt?: Date } = {},
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ queue, payload: JSON.stringify(payload), ...(options.maxAttempts ? { max_attempts: options.maxAttempts } : {}), ...(options.runAt ? { run_at: options.runAt } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type ClaimedJob = { id: number; queue: string; payload: Record<string, unknown>; attempts: number; max_attempts: number };

/**
 * A small job runner over the `jobs` table. A job is claimed by one statement that takes the oldest
 * due row with `FOR UPDATE SKIP LOCKED` and reserves it for a lease, so several instances on one
 * PostgreSQL never run the same job twice, and on PGlite (one connection, one process) the same SQL
 * simply runs one claim at a time. Jobs live in the database: a restart loses none, a failure is
 * retried with growing delays, and a job that fails every attempt stays in the table as `failed`.
 */
export class JobRunner {
  readonly #options: Required<Omit<JobRunnerOptions, 'onError'>> & Pick<JobRunnerOptions, 'onError'>;
  #running = false;
  #stopping = false;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: JobRunnerOptions) {
    this.#options = { pollMs: 1000, leaseSeconds: 300, backoffSeconds: exponentialBackoff, ...options };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#stopping = false;
    this.#loop = this.#run();
  }

  /** Finishes the job in hand, then stops. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#stopping = true;
    this.wake();
    await this.#loop;
    this.#loop = null;
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    this.#wake?.();
  }

  /** Runs every job due now, one after another; returns how many ran. */
  async runDueJobs(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.#stopping) return count;
      const job = await this.#claim();
      if (!job) return count;
      await this.#execute(job);
      count++;
    }
  }

  async #run(): Promise<void> {
    while (this.#running) {
      try {
        await this.runDueJobs();
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        this.#options.onError?.(error, { id: 0, attempt: 0, finalAttempt: false, queue: '' });
      }
      if (!this.#running) break;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        this.#timer = setTimeout(resolve, this.#options.pollMs);
      });
      if (this.#timer) clearTimeout(this.#timer);
      this.#wake = null;
    }
  }

  async #claim(): Promise<ClaimedJob | null> {
    const queues = Object.keys(this.#options.handlers);
    if (queues.length === 0) return null;
    const lease = this.#options.leaseSeconds;
    const result = await sql<ClaimedJob>`
      update jobs set locked_until = now() + ${lease} * interval '1 second', attempts = attempts + 1
      where id = (
        select id from jobs
        where status = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
          and queue in (${sql.join(queues)})
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`.execute(this.#options.db);
    return result.rows[0] ?? null;
  }

  async #execute(job: ClaimedJob): Promise<void> {
    const { db } = this.#options;
    const context: JobContext = { id: job.id, attempt: job.attempts, finalAttempt: job.attempts >= job.max_attempts };
        try {
      await this.#options.handlers[job.queue](job.payload, context);
      await db.updateTable('jobs').set({ status: 'done', finished_at: new Date(), locked_until: null, last_error: null }).where('id', '=', job.id).execute();
    } catch (error) {
      this.#options.onError?.(error, { ...context, queue: job.queue });
      const message = error instanceof Error ? error.message : String(error);
      if (context.finalAttempt) {
        await db.updateTable('jobs').set({ status: 'failed', finished_at: new Date(), locked_until: null, last_error: message }).where('id', '=', job.id).execute();
      } else {
        const delay = this.#options.backoffSeconds(job.attempts);
        await sql`update jobs set run_at = now() + ${delay} * interval '1 second', locked_until = null, last_error = ${message} where id = ${job.id}`.execute(db);
      }
    }
  }
}
