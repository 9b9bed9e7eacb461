import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PhaseListResponse } from '../../../contracts/phases.ts';
import { replies } from '../../../contracts/replies.ts';
import { listPhases, listPhasesWithViewer } from '../../store/phases.ts';
import { acceptViewerRead } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

export const phaseRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/phases', { schema: { response: replies(PhaseListResponse) }, config: { access: 'AUTHENTICATED', viewerReadByRoute: true } }, async (request) => {
    const found = await listPhasesWithViewer(db, request.identity!.sub);
    await acceptViewerRead(request, db, found?.loaded);
    const phases = found?.phases ?? (await listPhases(db));
    return { phases: phases.map((phase) => ({ id: phase.id, label: phase.label, next_phase: phase.next_phase_id })) };
  });
};
