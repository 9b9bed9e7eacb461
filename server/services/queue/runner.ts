import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../store/database.ts';

export type JobContext = { id: number; attempt: number; finalAttempt: boolean };
export type JobHandler = (payload: Record<string, unknown>, job: JobContext) => Promise<void>;

export type JobRunnerOptions = {
  db: Db;
  handlers: Record<string, JobHandler>;
  /** Jobs of one queue run at the same time in this process (default 1); each queue has its own workers. */
  concurrency?: Record<string, number>;
  /** How often an idle worker looks for due jobs; `wake()` makes it look at once. */
  pollMs?: number;
  /** How long a claim holds without a heartbeat; a runner that dies lets another retry after it. */
  leaseSeconds?: number;
  /** Seconds to wait before the given retry (1 = the first retry) of a job of the queue. */
  backoffSeconds?: (retry: number, queue: string) => number;
  /** Finished jobs are deleted after this; dead letters (`failed`) are kept longer for administrators. */
  retention?: { doneSeconds: number; failedSeconds: number };
  /** How often this runner purges finished jobs. */
  purgeEveryMs?: number;
  onError?: (error: unknown, job: JobContext & { queue: string }) => void;
};

/**
 * A job that can never succeed, such as one whose payload its queue does not take: kept as a dead
 * letter at once, with the reason, instead of being tried again.
 */
export class JobRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'JobRefused';
  }
}

/** 10 s, 20 s, 40 s … capped at an hour: ten attempts span about five hours. */
export function exponentialBackoff(retry: number): number {
  return Math.min(10 * 2 ** (retry - 1), 60 * 60);
}

const DAY = 24 * 60 * 60;
type Settings = Required<Omit<JobRunnerOptions, 'onError'>> & Pick<JobRunnerOptions, 'onError'>;
type ClaimedJob = {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/**
 * A job runner over the `jobs` table, on PostgreSQL and on PGlite alike. A job is claimed by one
 * statement that takes the oldest due row of a queue with `FOR UPDATE SKIP LOCKED`, marks it
 * `running` and leases it to this runner, so several instances never run the same job at once. A
 * heartbeat renews the lease while the handler works; only the lease holder may finish the job.
 * Each queue has its own workers, so a slow search pack never holds up mail. A failure is retried
 * with growing delays; a job that fails every attempt stays as `failed`, the dead letter.
 */
export class JobRunner {
  readonly #options: Settings;
  readonly #token = randomUUID();
  #running = false;
  #workers: Promise<void>[] = [];
  #wakers = new Set<() => void>();
  #purgeTimer: NodeJS.Timeout | null = null;

  constructor(options: JobRunnerOptions) {
    this.#options = {
      concurrency: {},
      pollMs: 1000,
      leaseSeconds: 60,
      backoffSeconds: exponentialBackoff,
      retention: { doneSeconds: 7 * DAY, failedSeconds: 30 * DAY },
      purgeEveryMs: 60 * 60 * 1000,
      ...options,
    };
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    for (const queue of Object.keys(this.#options.handlers)) {
      const workers = Math.max(1, this.#options.concurrency[queue] ?? 1);
      for (let index = 0; index < workers; index++) this.#workers.push(this.#work(queue));
    }
    const purge = () =>
      void this.purgeFinished().catch((error: unknown) =>
        this.#options.onError?.(error, { id: 0, attempt: 0, finalAttempt: false, queue: '' }),
      );
    purge();
    this.#purgeTimer = setInterval(purge, this.#options.purgeEveryMs);
    this.#purgeTimer.unref();
  }

  /** Finishes the jobs in hand, then stops. */
  async stop(): Promise<void> {
    this.#running = false;
    if (this.#purgeTimer) clearInterval(this.#purgeTimer);
    this.#purgeTimer = null;
    this.wake();
    await Promise.all(this.#workers);
    this.#workers = [];
  }

  /** Looks for due jobs now instead of at the next poll. */
  wake(): void {
    for (const wake of [...this.#wakers]) wake();
  }

  /** Runs every job due now in every queue, one after another; returns how many ran. */
  async runDueJobs(): Promise<number> {
    let count = 0;
    for (;;) {
      let ran = 0;
      for (const queue of Object.keys(this.#options.handlers)) {
        const job = await this.#claim(queue);
        if (!job) continue;
        await this.#execute(job);
        ran++;
      }
      if (ran === 0) return count;
      count += ran;
    }
  }

  /** Deletes finished jobs older than the retention; returns how many went. */
  async purgeFinished(): Promise<number> {
    const { doneSeconds, failedSeconds } = this.#options.retention;
    const result = await sql`
      delete from jobs
      where (status = 'done' and finished_at < now() - ${doneSeconds} * interval '1 second')
         or (status = 'failed' and finished_at < now() - ${failedSeconds} * interval '1 second')`.execute(
      this.#options.db,
    );
    return Number(result.numAffectedRows ?? 0);
  }

  async #work(queue: string): Promise<void> {
    while (this.#running) {
      let job: ClaimedJob | null = null;
      try {
        job = await this.#claim(queue);
        if (job) await this.#execute(job);
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        this.#options.onError?.(error, { id: job?.id ?? 0, attempt: job?.attempts ?? 0, finalAttempt: false, queue });
        job = null;
      }
      if (job || !this.#running) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.#wakers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, this.#options.pollMs);
        this.#wakers.add(done);
      });
    }
  }

  async #claim(queue: string): Promise<ClaimedJob | null> {
    const lease = this.#options.leaseSeconds;
    // A `running` job whose lease lapsed belongs to a runner that died: it is taken over.
    const result = await sql<ClaimedJob>`
      update jobs set status = 'running', locked_by = ${this.#token}, locked_until = now() + ${lease} * interval '1 second', attempts = attempts + 1
      where id = (
        select id from jobs
        where queue = ${queue} and status in ('pending', 'running')
          and case when status = 'pending' then run_at <= now() else locked_until < now() end
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, queue, payload, attempts, max_attempts`.execute(this.#options.db);
    return result.rows[0] ?? null;
  }

  async #execute(job: ClaimedJob): Promise<void> {
    const { db, leaseSeconds } = this.#options;
    const context: JobContext = { id: job.id, attempt: job.attempts, finalAttempt: job.attempts >= job.max_attempts };
    const heartbeat = setInterval(
      () => {
        void sql`update jobs set locked_until = now() + ${leaseSeconds} * interval '1 second'
        where id = ${job.id} and locked_by = ${this.#token} and status = 'running'`
          .execute(db)
          .catch((error: unknown) => this.#options.onError?.(error, { ...context, queue: job.queue }));
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      await this.#options.handlers[job.queue](job.payload, context);
      clearInterval(heartbeat);
      await sql`update jobs set status = 'done', finished_at = now(), locked_until = null, locked_by = null, last_error = null
        where id = ${job.id} and locked_by = ${this.#token}`.execute(db);
    } catch (error) {
      clearInterval(heartbeat);
      this.#options.onError?.(error, { ...context, queue: job.queue });
      const message = error instanceof Error ? error.message : String(error);
      if (context.finalAttempt || error instanceof JobRefused) {
        await sql`update jobs set status = 'failed', finished_at = now(), locked_until = null, locked_by = null, last_error = ${message}
          where id = ${job.id} and locked_by = ${this.#token}`.execute(db);
      } else {
        await this.#retryLater(job, message);
      }
    }
  }

  /** Back to waiting after a delay; when a job with the same key was queued meanwhile, that one will do the work. */
  async #retryLater(job: ClaimedJob, message: string): Promise<void> {
    const delay = this.#options.backoffSeconds(job.attempts, job.queue);
    const superseded = sql`update jobs set status = 'done', finished_at = now(), locked_until = null, locked_by = null, last_error = ${`superseded: ${message}`}
      where id = ${job.id} and locked_by = ${this.#token}`;
    try {
      await sql`update jobs set status = 'pending', run_at = now() + ${delay} * interval '1 second', locked_until = null, locked_by = null, last_error = ${message}
        where id = ${job.id} and locked_by = ${this.#token}
          and not exists (select 1 from jobs other where other.queue = jobs.queue and other.key = jobs.key and other.status = 'pending')`.execute(
        this.#options.db,
      );
      // No-op when the job went back to waiting (it no longer holds the lease).
      await superseded.execute(this.#options.db);
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      await superseded.execute(this.#options.db);
    }
  }
}
