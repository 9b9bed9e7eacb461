import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddAgencyBody, AddFirmBody, OrganisationList, OrganisationListItem, PhaseConfigPayload, UpdateOrganisationBody } from '../../../contracts/admin.ts';
import { OrganisationParams } from '../../../contracts/organisations.ts';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import { FORM_DEFINITIONS } from '../../../domain/forms/content/index.ts';
import { phaseConfigView } from '../../../domain/forms/phase-config.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../../domain/organisation-types.ts';
import { findOrganisationRow, listOrganisations, organisationListRow, setTa6Trial } from '../../store/admin-organisations.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest, notFound } from '../errors.ts';
import { addAgency, addFirm } from './add-organisation.ts';
import { organisationListJson } from './admin-json.ts';

const list = async (db: Db, viewer: Viewer, type: OrganisationTypeCode) => (await listOrganisations(db, viewer, type)).map(organisationListJson);

const listed = async (db: Db, id: number) => organisationListJson(await organisationListRow(db, id));

async function updateTa6(db: Db, viewer: Viewer, id: number, type: OrganisationTypeCode, on: boolean | 0 | 1) {
  const organisation = await findOrganisationRow(db, id);
  if (!organisation || !seesOrganisation(viewer, id)) throw notFound(MESSAGES.organisationNotFound(id));
  if (organisation.type !== type) throw badRequest(type === ORGANISATION_TYPE.agency ? MESSAGES.ta6TrialAgenciesOnly : MESSAGES.notAFirm(id));
  await setTa6Trial(db, id, on === true || on === 1);
  return listed(db, id);
}

/** Brands, agencies and solicitors' firms for the admin screens (spec 02 §6, §7, §9.1). */
export const adminOrganisationRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/admin/brands', { schema: { response: replies(OrganisationList) }, config: { access: 'VIEW_BRANDS' } }, async (request) => list(db, viewerOf(request), ORGANISATION_TYPE.brand));
  app.get('/admin/agencies', { schema: { response: replies(OrganisationList) }, config: { access: 'CREATE_AGENCY' } }, async (request) => list(db, viewerOf(request), ORGANISATION_TYPE.agency));
  app.get('/admin/solicitors-firms', { schema: { response: replies(OrganisationList) }, config: { access: 'VIEW_ADMIN' } }, async (request) =>
    list(db, viewerOf(request), ORGANISATION_TYPE.solicitorsFirm),
  );

  app.post('/agency', { schema: { body: AddAgencyBody, response: createdReplies(OrganisationListItem) }, config: { access: 'CREATE_AGENCY' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = await addAgency(db, viewer, request.body);
    return reply.code(201).send(await listed(db, id));
  });
  app.post('/solicitorsfirm', { schema: { body: AddFirmBody, response: createdReplies(OrganisationListItem) }, config: { access: 'CREATE_AGENCY' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = await addFirm(db, viewer, request.body);
    return reply.code(201).send(await listed(db, id));
  });

  app.put('/agency/:id', { schema: { params: OrganisationParams, body: UpdateOrganisationBody, response: replies(OrganisationListItem) }, config: { access: 'EDIT_TA6_TRIAL' } }, async (request) =>
    updateTa6(db, viewerOf(request), request.params.id, ORGANISATION_TYPE.agency, request.body.new_ta6_trial),
  );
  app.put('/solicitorsfirm/:id', { schema: { params: OrganisationParams, body: UpdateOrganisationBody, response: replies(OrganisationListItem) }, config: { access: 'EDIT_TA6_TRIAL' } }, async (request) =>
    updateTa6(db, viewerOf(request), request.params.id, ORGANISATION_TYPE.solicitorsFirm, request.body.new_ta6_trial),
  );

  app.get('/organisation/:id/phase-config', { schema: { params: OrganisationParams, response: replies(PhaseConfigPayload) }, config: { access: 'AUTHENTICATED' } }, async (request) => {
    const viewer = viewerOf(request);
    const organisation = await findOrganisationRow(db, request.params.id);
    if (!organisation || !seesOrganisation(viewer, organisation.id)) throw notFound(MESSAGES.organisationNotFound(request.params.id));
    const view = phaseConfigView(FORM_DEFINITIONS);
    return {
      phases: view.phases,
      questionnaires: view.questionnaires.map((q) => ({
        id: q.id,
        name: q.name,
        sections: q.sections.map((s) => ({
          id: s.id,
          name: s.name,
          groups: s.groups.map((g) => ({
            id: g.id,
            name: g.name,
            questions: g.questions.map((question) => ({ id: question.id, question: question.question, type: question.type, enabled_in_phase: Object.fromEntries(Object.entries(question.enabledInPhase)) })),
          })),
        })),
      })),
    };
  });
};

