import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../contracts/replies.ts';
import { MonthlyLimitBody, MonthlyLimitPayload } from '../../../contracts/wizard.ts';
import { readMonthlyLimit, writeMonthlyLimit } from '../../store/platform-settings.ts';
import type { RestDeps } from '../deps.ts';

const json = (limit: { value: number; usedThisMonth: number }) => ({
  value: limit.value,
  used_this_month: limit.usedThisMonth,
});

/** The platform's monthly limit of new properties (spec 02 §6 Admin Panel, §7): -1 is unlimited. */
export const monthlyLimitRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/admin/monthly-limit',
    { schema: { response: replies(MonthlyLimitPayload) }, config: { access: 'GLOBAL_ADMIN_OPTIONS' } },
    async () => json(await readMonthlyLimit(db)),
  );
  app.post(
    '/admin/monthly-limit',
    {
      schema: { body: MonthlyLimitBody, response: replies(MonthlyLimitPayload) },
      config: { access: 'GLOBAL_ADMIN_OPTIONS' },
    },
    async (request) => json(await writeMonthlyLimit(db, request.body.value)),
  );
};
