import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { HealthPayload } from '../../../contracts/health.ts';
import type { RestDeps } from '../deps.ts';

/** Liveness that includes the database: a load balancer should stop sending traffic when it is gone. */
export const healthRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, databaseKind }) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthPayload, 503: HealthPayload } }, config: { access: 'PUBLIC' } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const, database: databaseKind };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, database: databaseKind });
      }
    },
  );
};
