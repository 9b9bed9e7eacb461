import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../contracts/replies.ts';
import { AgencyOptions, AgencyParams, AgentOptions, FirmParams } from '../../../contracts/wizard.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { findVisibleOrganisationRow, listStaffOf, listVisibleAgencies } from '../../store/people.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { notFound } from '../../http/errors.ts';

/**
 * The agency and agent selects (spec 02 §7 `GET /agencies`, `GET /agents/{agency}`) and the
 * solicitors of a firm (`GET /solicitors/{firm}`, the same row of the spec), within the viewer's tenancy.
 */
export const peopleRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/agencies',
    { schema: { response: replies(AgencyOptions) }, config: { access: 'VIEW_AGENCIES' } },
    async (request) => listVisibleAgencies(db, viewerOf(request)),
  );
  app.get(
    '/agents/:agency',
    { schema: { params: AgencyParams, response: replies(AgentOptions) }, config: { access: 'CREATE_PROPERTY' } },
    async (request) => {
      const organisation = await findVisibleOrganisationRow(db, viewerOf(request), request.params.agency);
      if (!organisation) throw notFound(MESSAGES.organisationNotFound(request.params.agency));
      return listStaffOf(db, organisation.id);
    },
  );
  app.get(
    '/solicitors/:firm',
    { schema: { params: FirmParams, response: replies(AgentOptions) }, config: { access: 'CREATE_PROPERTY' } },
    async (request) => {
      const organisation = await findVisibleOrganisationRow(db, viewerOf(request), request.params.firm);
      if (!organisation || organisation.type !== ORGANISATION_TYPE.solicitorsFirm)
        throw notFound(MESSAGES.notASolicitorsFirm(request.params.firm));
      return listStaffOf(db, organisation.id);
    },
  );
};
