import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findVisibleOrganisation } from '../../store/organisations.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { OrganisationId } from '../params.ts';

export const organisationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/organisation/:id', { schema: { params: Type.Object({ id: OrganisationId }) }, config: { access: 'AUTHENTICATED' } }, async (request) => {
    const organisation = await findVisibleOrganisation(db, viewerOf(request), request.params.id);
    if (!organisation) throw notFound(`Organisation not found with id ${request.params.id}.`);
    return {
      id: organisation.id,
      name: organisation.name,
      type: organisation.type,
      type_name: organisation.type_name,
      parent_name: organisation.parent_name,
      credits: organisation.credits,
      ta6_trial: organisation.ta6_trial ? 1 : 0,
      default_phase: { id: organisation.default_phase_id, label: organisation.default_phase_label },
      num_agents: organisation.num_agents ?? 0,
      num_agencies: organisation.num_agencies ?? 0,
      num_properties: organisation.num_properties ?? 0,
    };
  });
};
