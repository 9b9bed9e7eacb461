import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../store/database.ts';
import { exponentialBackoff, JobRunner, type JobHandler } from './runner.ts';

/** Workers per queue: mail, packs, public records and webhooks wait on other servers, so several of each run side by side. */
const CONCURRENCY: Record<string, number> = {
  mail: 2,
  'notify-agents': 1,
  'search-pack': 2,
  attributes: 1,
  'attributes-all': 1,
  'public-records': 2,
  webhooks: 4,
};

/** The background queue of this instance: every queue's handler, run by one runner with workers per queue. */
export function setUpJobQueue(
  db: Db,
  options: {
    handlers: Record<string, JobHandler>;
    pollMs: number;
    leaseSeconds?: number;
    logger: FastifyBaseLogger;
    backoff?: Record<string, (retry: number) => number>;
  },
): JobRunner {
  return new JobRunner({
    db,
    handlers: options.handlers,
    concurrency: CONCURRENCY,
    // A queue may wait differently between retries (webhooks follow WEBHOOK_RETRY_SECONDS); the rest share the default.
    backoffSeconds: (retry, queue) => (options.backoff?.[queue] ?? exponentialBackoff)(retry),
    pollMs: options.pollMs,
    ...(options.leaseSeconds ? { leaseSeconds: options.leaseSeconds } : {}),
    onError: (error, job) => options.logger.warn({ err: error, job }, 'background job failed; it will be retried'),
  });
}
