import type { AddAgentBody, AddSolicitorBody, AgentOrganisationBody } from '../../../contracts/admin.ts';
import { AGENT_LIST_ROLES, AGENT_TYPE_ROLE, agentTypesFor, type AgentTypeName } from '../../../domain/admin/agent-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../../domain/organisation-types.ts';
import { ROLE, type RoleCode } from '../../../domain/roles.ts';
import { findOrganisationRow } from '../../store/admin-organisations.ts';
import { countPropertiesOwnedBy, emailTaken, findPerson, insertPerson, moveAgent, removeAgent, type PersonRow } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import { isServiceUser } from '../../store/service-users.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';

/** The organisation an agent of this type works for: a brand for brand admins, an agency for the rest. */
const ORGANISATION_FOR_TYPE: Record<AgentTypeName, readonly OrganisationTypeCode[]> = {
  agent: [ORGANISATION_TYPE.agency],
  simple: [ORGANISATION_TYPE.agency],
  brand: [ORGANISATION_TYPE.brand],
  admin: [ORGANISATION_TYPE.brand, ORGANISATION_TYPE.agency, ORGANISATION_TYPE.solicitorsFirm],
};

async function visibleOrganisation(db: Db, viewer: Viewer, id: number) {
  const organisation = await findOrganisationRow(db, id);
  if (!organisation || !seesOrganisation(viewer, organisation.id)) throw notFound(MESSAGES.organisationNotFound(id));
  return organisation;
}

async function addPerson(db: Db, input: { name: string; email: string; role: RoleCode; organisationId: number }): Promise<string> {
  const name = input.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const email = input.email.trim();
  if (await emailTaken(db, email)) throw conflict(MESSAGES.emailInUse(email));
  return insertPerson(db, { name, email, role: input.role, organisationId: input.organisationId });
}

export async function addAgent(db: Db, viewer: Viewer, body: AddAgentBody): Promise<string> {
  const type = body.agentType ?? 'agent';
  if (!agentTypesFor(viewer.role).includes(type)) throw forbidden(MESSAGES.agentTypeNotAllowed);
  const organisation = await visibleOrganisation(db, viewer, body.agency);
  if (!ORGANISATION_FOR_TYPE[type].includes(organisation.type)) {
    throw badRequest(type === 'brand' ? MESSAGES.notABrand(organisation.id) : MESSAGES.notAnAgency(organisation.id));
  }
  return addPerson(db, { name: body.name, email: body.email, role: AGENT_TYPE_ROLE[type], organisationId: organisation.id });
}

export async function addSolicitor(db: Db, viewer: Viewer, body: AddSolicitorBody): Promise<string> {
  const firm = await visibleOrganisation(db, viewer, body.firm);
  if (firm.type !== ORGANISATION_TYPE.solicitorsFirm) throw badRequest(MESSAGES.notAFirm(firm.id));
  return addPerson(db, { name: body.name, email: body.email, role: ROLE.solicitor, organisationId: firm.id });
}

/** An agent (anyone listed on the agents table) the viewer can see; anyone else is 404. */
export async function visibleAgent(db: Db, viewer: Viewer, id: string): Promise<PersonRow> {
  const agent = await findPerson(db, viewer, id);
  if (!agent || !AGENT_LIST_ROLES.includes(agent.role) || agent.organisation === null || !seesOrganisation(viewer, agent.organisation)) {
    throw notFound(MESSAGES.agentNotFound(id));
  }
  // An API client's service user is changed on the API clients screen only (docs/decisions.md).
  if (await isServiceUser(db, agent.id)) throw conflict(MESSAGES.serviceUserManagedAsApiClient);
  return agent;
}

/** Another agent of the same organisation, who takes over properties. */
async function colleague(db: Db, viewer: Viewer, agent: PersonRow, id: string, message: string): Promise<PersonRow> {
  const other = await findPerson(db, viewer, id);
  if (!other || other.id === agent.id || other.organisation !== agent.organisation || !AGENT_LIST_ROLES.includes(other.role) || (await isServiceUser(db, other.id))) {
    throw badRequest(message);
  }
  return other;
}

export async function changeAgentOrganisation(db: Db, viewer: Viewer, id: string, body: AgentOrganisationBody): Promise<number> {
  const agent = await visibleAgent(db, viewer, id);
  const target = await visibleOrganisation(db, viewer, body.organisation_id);
  if (target.type === ORGANISATION_TYPE.solicitorsFirm && agent.role !== ROLE.administrator) throw badRequest(MESSAGES.notAnAgency(target.id));
  if (target.id === agent.organisation) throw badRequest(MESSAGES.sameOrganisation);
  const takeOver = body.take_over_agent_id ? await colleague(db, viewer, agent, body.take_over_agent_id, MESSAGES.takeOverAgentInvalid) : null;
  return moveAgent(db, agent.id, target.id, takeOver?.id ?? null);
}

export async function removeAgentFrom(db: Db, viewer: Viewer, id: string, newAgentId: string | null): Promise<number> {
  if (id === viewer.id) throw badRequest(MESSAGES.cannotRemoveSelf);
  const agent = await visibleAgent(db, viewer, id);
  const newAgent = newAgentId ? await colleague(db, viewer, agent, newAgentId, MESSAGES.transferAgentInvalid) : null;
  if (!newAgent) {
    const owned = await countPropertiesOwnedBy(db, agent.id);
    if (owned > 0) throw conflict(MESSAGES.agentOwnsProperties(owned));
  }
  return removeAgent(db, agent.id, newAgent?.id ?? null, ROLE.homeMover);
}
