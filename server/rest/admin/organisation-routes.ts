import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddAgencyBody,
  AddFirmBody,
  OrganisationList,
  OrganisationListItem,
  PhaseConfigPayload,
  UpdateOrganisationBody,
} from '../../../contracts/admin.ts';
import { OrganisationParams } from '../../../contracts/organisations.ts';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../../domain/organisation-types.ts';
import {
  findOrganisationRow,
  listOrganisations,
  organisationListRow,
  setTa6Trial,
} from '../../store/admin-organisations.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { addAgency } from '../../use-cases/admin/add-agency.ts';
import { addFirm } from '../../use-cases/admin/add-firm.ts';
import { organisationListJson } from './admin-json.ts';
import { readPhaseConfig } from '../../use-cases/admin/read-phase-config.ts';

const list = async (db: Db, viewer: Viewer, type: OrganisationTypeCode) =>
  (await listOrganisations(db, viewer, type)).map(organisationListJson);

const listed = async (db: Db, id: number) => organisationListJson(await organisationListRow(db, id));

async function updateTa6(db: Db, viewer: Viewer, id: number, type: OrganisationTypeCode, on: boolean | 0 | 1) {
  const organisation = await findOrganisationRow(db, id);
  if (!organisation || !seesOrganisation(viewer, id)) throw notFound(MESSAGES.organisationNotFound(id));
  if (organisation.type !== type)
    throw badRequest(type === ORGANISATION_TYPE.agency ? MESSAGES.ta6TrialAgenciesOnly : MESSAGES.notAFirm(id));
  await setTa6Trial(db, id, on === true || on === 1);
  return listed(db, id);
}

/** Brands, agencies and solicitors' firms for the admin screens (spec 02 §6, §7, §9.1). */
export const adminOrganisationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  // The admin screens read /admin/...; the specification's own paths (spec 02 §7) answer the same, through the same declaration.
  for (const url of ['/admin/brands', '/brands']) {
    app.get(
      url,
      { schema: { response: replies(OrganisationList) }, config: { access: 'VIEW_BRANDS' } },
      async (request) => list(db, viewerOf(request), ORGANISATION_TYPE.brand),
    );
  }
  app.get(
    '/admin/agencies',
    { schema: { response: replies(OrganisationList) }, config: { access: 'CREATE_AGENCY' } },
    async (request) => list(db, viewerOf(request), ORGANISATION_TYPE.agency),
  );
  for (const url of ['/admin/solicitors-firms', '/solicitorsfirm']) {
    app.get(
      url,
      { schema: { response: replies(OrganisationList) }, config: { access: 'VIEW_ADMIN' } },
      async (request) => list(db, viewerOf(request), ORGANISATION_TYPE.solicitorsFirm),
    );
  }
  // `GET /brand` (spec 02 §7, "view brand"): the brand the viewer belongs to.
  app.get(
    '/brand',
    { schema: { response: replies(OrganisationListItem) }, config: { access: 'VIEW_BRAND' } },
    async (request) => {
      const viewer = viewerOf(request);
      const organisation =
        viewer.organisationId === null ? undefined : await findOrganisationRow(db, viewer.organisationId);
      if (!organisation || organisation.type !== ORGANISATION_TYPE.brand) throw notFound(MESSAGES.noBrand);
      return listed(db, organisation.id);
    },
  );

  app.post(
    '/agency',
    {
      schema: { body: AddAgencyBody, response: createdReplies(OrganisationListItem) },
      config: { access: 'CREATE_AGENCY' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { name, brand, default_phase } = request.body;
      const id = await addAgency(db, { viewer, name, brandId: brand, defaultPhaseId: default_phase });
      return reply.code(201).send(await listed(db, id));
    },
  );
  app.post(
    '/solicitorsfirm',
    {
      schema: { body: AddFirmBody, response: createdReplies(OrganisationListItem) },
      config: { access: 'CREATE_AGENCY' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await addFirm(db, { viewer, name: request.body.name, brandId: request.body.brand });
      return reply.code(201).send(await listed(db, id));
    },
  );

  app.put(
    '/agency/:id',
    {
      schema: { params: OrganisationParams, body: UpdateOrganisationBody, response: replies(OrganisationListItem) },
      config: { access: 'EDIT_TA6_TRIAL' },
    },
    async (request) =>
      updateTa6(db, viewerOf(request), request.params.id, ORGANISATION_TYPE.agency, request.body.new_ta6_trial),
  );
  app.put(
    '/solicitorsfirm/:id',
    {
      schema: { params: OrganisationParams, body: UpdateOrganisationBody, response: replies(OrganisationListItem) },
      config: { access: 'EDIT_TA6_TRIAL' },
    },
    async (request) =>
      updateTa6(db, viewerOf(request), request.params.id, ORGANISATION_TYPE.solicitorsFirm, request.body.new_ta6_trial),
  );

  app.get(
    '/organisation/:id/phase-config',
    {
      schema: { params: OrganisationParams, response: replies(PhaseConfigPayload) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => readPhaseConfig(db, { viewer: viewerOf(request), organisationId: request.params.id }),
  );
};
