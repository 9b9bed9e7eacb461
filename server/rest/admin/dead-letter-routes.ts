import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../contracts/replies.ts';
import { DeadLetterJobList, DeadLetterOutcome, DeadLetterParams } from '../../../contracts/jobs.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { discardDeadLetter, listDeadLetters, retryDeadLetter } from '../../services/queue/dead-letters.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { RestDeps } from '../deps.ts';

/**
 * Background jobs that failed every attempt, newest first: a global admin's view of stuck work,
 * and the two ways out of it: try the job again (a fresh set of attempts, due now) or discard it.
 */
export const deadLetterRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, mailQueued }) => {
  app.get(
    '/admin/jobs/dead-letters',
    { schema: { response: replies(DeadLetterJobList) }, config: { access: 'GLOBAL_ADMIN_OPTIONS' } },
    async () => ({
      jobs: (await listDeadLetters(db)).map((job) => ({
        id: job.id,
        queue: job.queue,
        attempts: job.attempts,
        last_error: job.lastError,
        created_at: job.createdAt,
        failed_at: job.failedAt,
      })),
    }),
  );

  app.post(
    '/admin/jobs/dead-letters/:id/retry',
    {
      schema: { params: DeadLetterParams, response: replies(DeadLetterOutcome) },
      config: { access: 'GLOBAL_ADMIN_OPTIONS' },
    },
    async (request) => {
      const { id } = request.params;
      const outcome = await retryDeadLetter(db, id);
      if (outcome === 'unknown') throw notFound(MESSAGES.deadLetterNotFound(id));
      if (outcome === 'already-waiting') throw conflict(MESSAGES.deadLetterAlreadyWaiting);
      // This instance's runner looks at once; the others at their next poll.
      mailQueued?.();
      return { id, outcome: 'retried' as const };
    },
  );

  app.post(
    '/admin/jobs/dead-letters/:id/discard',
    {
      schema: { params: DeadLetterParams, response: replies(DeadLetterOutcome) },
      config: { access: 'GLOBAL_ADMIN_OPTIONS' },
    },
    async (request) => {
      const { id } = request.params;
      if ((await discardDeadLetter(db, id)) === 'unknown') throw notFound(MESSAGES.deadLetterNotFound(id));
      return { id, outcome: 'discarded' as const };
    },
  );
};
