import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhaseListResponse } from '../../../contracts/phases.ts';
import { replies } from '../../../contracts/replies.ts';
import { listPhases } from '../../store/phases.ts';
import type { RestDeps } from '../deps.ts';

export const phaseRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/phases', { schema: { response: replies(PhaseListResponse) }, config: { access: 'AUTHENTICATED' } }, async () => {
    const phases = await listPhases(db);
    return { phases: phases.map((phase) => ({ id: phase.id, label: phase.label, next_phase: phase.next_phase_id })) };
  });
};
