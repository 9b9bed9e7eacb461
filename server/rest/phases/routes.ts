import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhaseListResponse } from '../../../contracts/phases.ts';
import { replies } from '../../../contracts/replies.ts';
import { PHASES } from '../../../domain/phases.ts';
import type { RestDeps } from '../deps.ts';

/** The phases are the product's own (the database's rows are seeded from the same list), so they are answered from memory. */
const PHASE_LIST = {
  phases: PHASES.map((phase) => ({ id: phase.id, label: phase.label, next_phase: phase.nextPhase })),
};

export const phaseRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app) => {
  app.get(
    '/phases',
    { schema: { response: replies(PhaseListResponse) }, config: { access: 'AUTHENTICATED', signedInIsEnough: true } },
    async () => PHASE_LIST,
  );
};
