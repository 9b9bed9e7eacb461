import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationParams, OrganisationPayload } from '../../../contracts/organisations.ts';
import { replies } from '../../../contracts/replies.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { organisationTypeLabel } from '../../../domain/organisation-types.ts';
import { findVisibleOrganisation } from '../../store/organisations.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { notFound } from '../errors.ts';

export const organisationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/organisation/:id',
    { schema: { params: OrganisationParams, response: replies(OrganisationPayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => {
      const organisation = await findVisibleOrganisation(db, viewerOf(request), request.params.id);
      if (!organisation) throw notFound(MESSAGES.organisationNotFound(request.params.id));
      return {
        id: organisation.id,
        name: organisation.name,
        type: organisation.type,
        type_name: organisationTypeLabel(organisation.type),
        parent_name: organisation.parent_name,
        credits: organisation.credits,
        ta6_trial: organisation.ta6_trial ? (1 as const) : (0 as const),
        default_phase: organisation.default_phase_label === null ? null : { id: organisation.default_phase_id, label: organisation.default_phase_label },
        num_agents: organisation.num_agents ?? 0,
        num_agencies: organisation.num_agencies ?? 0,
        num_properties: organisation.num_properties ?? 0,
        uses_portal: organisation.uses_portal,
      };
    },
  );
};
