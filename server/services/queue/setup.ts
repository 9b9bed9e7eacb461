import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../store/database.ts';
import { payloadProblem, QUEUES, type Payload, type QueueName, type QueueSettings } from './queues.ts';
import { JobRefused, JobRunner, type JobContext, type JobHandler } from './runner.ts';

/** What runs one job of a queue: its payload already checked against the queue's schema. */
export type QueueHandler<Q extends QueueName> = (payload: Payload<Q>, job: JobContext) => Promise<void>;
export type QueueHandlers = { [Q in QueueName]?: QueueHandler<Q> };

/**
 * The handler as the runner calls it: a payload the queue does not take (a row written by an older
 * release, by hand, or by a trigger gone wrong) is refused, so the job becomes a dead letter with
 * the reason at once rather than failing the same way on every attempt.
 */
export function checkedHandler<Q extends QueueName>(queue: Q, handler: QueueHandler<Q>): JobHandler {
  return (payload, job) => {
    const problem = payloadProblem(queue, payload);
    if (problem) return Promise.reject(new JobRefused(`The ${queue} queue refused the payload: ${problem}`));
    return handler(payload as Payload<Q>, job);
  };
}

/** The background queue of this instance: every queue's handler, with the workers, attempts and backoff `QUEUES` sets. */
export function setUpJobQueue(
  db: Db,
  options: {
    handlers: QueueHandlers;
    settings: QueueSettings;
    pollMs: number;
    leaseSeconds?: number;
    logger: FastifyBaseLogger;
  },
): JobRunner {
  const queues = (Object.keys(options.handlers) as QueueName[]).filter((queue) => options.handlers[queue]);
  return new JobRunner({
    db,
    handlers: Object.fromEntries(
      queues.map((queue) => [queue, checkedHandler(queue, options.handlers[queue] as QueueHandler<typeof queue>)]),
    ),
    concurrency: Object.fromEntries(queues.map((queue) => [queue, QUEUES[queue].concurrency])),
    backoffSeconds: (retry, queue) => QUEUES[queue as QueueName].backoff(retry, options.settings),
    pollMs: options.pollMs,
    ...(options.leaseSeconds ? { leaseSeconds: options.leaseSeconds } : {}),
    onError: (error, job) =>
      options.logger.warn(
        { err: error, job },
        error instanceof JobRefused || job.finalAttempt
          ? 'background job failed; kept as a dead letter'
          : 'background job failed; it will be retried',
      ),
  });
}
