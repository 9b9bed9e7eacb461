import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddAgentBody,
  AddSolicitorBody,
  AgentChangeResult,
  AgentOrganisationBody,
  AgentParams,
  PersonList,
  PersonListItem,
  TransferRemoveBody,
  UserSearchQuery,
  UserSearchResult,
} from '../../../contracts/admin.ts';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import { AGENT_LIST_ROLES } from '../../../domain/admin/agent-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { findPerson, listPeople, listSellersVisibleTo, searchUsersByEmail } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest } from '../../http/errors.ts';
import { personJson } from './admin-json.ts';
import { addAgent } from '../../use-cases/admin/add-agent.ts';
import { addSolicitor } from '../../use-cases/admin/add-solicitor.ts';
import { changeAgentOrganisation } from '../../use-cases/admin/change-agent-organisation.ts';
import { removeAgentFrom } from '../../use-cases/admin/remove-agent.ts';

/** Staff are listed within the organisations the viewer acts for; an administrator sees everyone. */
const staffScope = (viewer: Viewer) => (viewer.role === ROLE.administrator ? undefined : [...viewer.actsFor]);

async function personById(db: Db, viewer: Viewer, id: string) {
  // An administrator reads the record back: they see everyone, including a just-removed agent.
  return personJson((await findPerson(db, { ...viewer, role: ROLE.administrator }, id))!);
}

/** Agents, solicitors, movers and the user search of the admin screens (spec 02 §6, §7). */
export const adminPeopleRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, sessions }) => {
  // The admin screens read /admin/...; the specification's own paths (spec 02 §7) answer the same, through the same declaration.
  for (const url of ['/admin/agents', '/agents']) {
    app.get(url, { schema: { response: replies(PersonList) }, config: { access: 'CREATE_AGENT' } }, async (request) => {
      const viewer = viewerOf(request);
      return (await listPeople(db, viewer, AGENT_LIST_ROLES, staffScope(viewer))).map(personJson);
    });
  }
  app.get(
    '/admin/solicitors',
    { schema: { response: replies(PersonList) }, config: { access: 'VIEW_ADMIN' } },
    async (request) => {
      const viewer = viewerOf(request);
      return (await listPeople(db, viewer, [ROLE.solicitor], staffScope(viewer))).map(personJson);
    },
  );
  for (const url of ['/admin/movers', '/movers']) {
    app.get(url, { schema: { response: replies(PersonList) }, config: { access: 'VIEW_MOVERS' } }, async (request) => {
      const viewer = viewerOf(request);
      const rows =
        viewer.role === ROLE.administrator
          ? await listPeople(db, viewer, [ROLE.homeMover])
          : await listSellersVisibleTo(db, viewer, ROLE.homeMover);
      return rows.map(personJson);
    });
  }

  app.post(
    '/agent',
    { schema: { body: AddAgentBody, response: createdReplies(PersonListItem) }, config: { access: 'CREATE_AGENT' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { name, email, agency, agentType } = request.body;
      const id = await addAgent(db, { viewer, name, email, organisationId: agency, agentType });
      return reply.code(201).send(await personById(db, viewer, id));
    },
  );
  app.post(
    '/solicitor',
    {
      schema: { body: AddSolicitorBody, response: createdReplies(PersonListItem) },
      config: { access: 'CREATE_AGENT' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { name, email, firm } = request.body;
      const id = await addSolicitor(db, { viewer, name, email, firmId: firm });
      return reply.code(201).send(await personById(db, viewer, id));
    },
  );

  app.put(
    '/agent/:id/organisation',
    {
      schema: { params: AgentParams, body: AgentOrganisationBody, response: replies(AgentChangeResult) },
      config: { access: 'CREATE_AGENT' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const moved = await changeAgentOrganisation(db, {
        viewer,
        agentId: request.params.id,
        organisationId: request.body.organisation_id,
        takeOverAgentId: request.body.take_over_agent_id,
      });
      return { agent: await personById(db, viewer, request.params.id), properties_transferred: moved };
    },
  );
  app.delete(
    '/agent/:id',
    { schema: { params: AgentParams, response: replies(AgentChangeResult) }, config: { access: 'CREATE_AGENT' } },
    async (request) => {
      const viewer = viewerOf(request);
      const moved = await removeAgentFrom({ db, sessions }, { viewer, agentId: request.params.id, newAgentId: null });
      return { agent: await personById(db, viewer, request.params.id), properties_transferred: moved };
    },
  );
  app.put(
    '/agent/:id/transfer-remove',
    {
      schema: { params: AgentParams, body: TransferRemoveBody, response: replies(AgentChangeResult) },
      config: { access: 'CREATE_AGENT' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const moved = await removeAgentFrom(
        { db, sessions },
        { viewer, agentId: request.params.id, newAgentId: request.body.new_agent_id },
      );
      return { agent: await personById(db, viewer, request.params.id), properties_transferred: moved };
    },
  );

  app.get(
    '/users/search',
    { schema: { querystring: UserSearchQuery, response: replies(UserSearchResult) }, config: { access: 'ADMIN_ONLY' } },
    async (request) => {
      const email = request.query.email.trim();
      if (!email) throw badRequest(MESSAGES.enterEmail);
      return searchUsersByEmail(db, email);
    },
  );
};
