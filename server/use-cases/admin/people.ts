import { MESSAGES } from '../../../domain/messages.ts';
import { AGENT_LIST_ROLES } from '../../../domain/admin/agent-types.ts';
import type { RoleCode } from '../../../domain/roles.ts';
import { findOrganisationRow } from '../../store/admin-organisations.ts';
import { emailTaken, findPerson, insertPerson, type PersonRow } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import { isServiceUser } from '../../store/service-users.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, conflict, notFound } from '../app-error.ts';

/** An organisation the viewer sees; any other is 404. */
export async function visibleOrganisation(
  db: Db,
  { viewer, organisationId }: { viewer: Viewer; organisationId: number },
) {
  const organisation = await findOrganisationRow(db, organisationId);
  if (!organisation || !seesOrganisation(viewer, organisation.id))
    throw notFound(MESSAGES.organisationNotFound(organisationId));
  return organisation;
}

export async function addPerson(
  db: Db,
  input: { name: string; email: string; role: RoleCode; organisationId: number },
): Promise<string> {
  const name = input.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const email = input.email.trim();
  if (await emailTaken(db, email)) throw conflict(MESSAGES.emailInUse(email));
  return insertPerson(db, { name, email, role: input.role, organisationId: input.organisationId });
}

/** An agent (anyone listed on the agents table) the viewer can see; anyone else is 404. */
export async function visibleAgent(
  db: Db,
  { viewer, agentId }: { viewer: Viewer; agentId: string },
): Promise<PersonRow> {
  const agent = await findPerson(db, viewer, agentId);
  if (
    !agent ||
    !AGENT_LIST_ROLES.includes(agent.role) ||
    agent.organisation === null ||
    !seesOrganisation(viewer, agent.organisation)
  ) {
    throw notFound(MESSAGES.agentNotFound(agentId));
  }
  // An API client's service user is changed on the API clients screen only (docs/decisions/0113-api-clients-act-through-a-service-user.md).
  if (await isServiceUser(db, agent.id)) throw conflict(MESSAGES.serviceUserManagedAsApiClient);
  return agent;
}

/** Another agent of the same organisation, who takes over properties; anyone else is refused with `refusal`. */
export async function colleague(
  db: Db,
  { viewer, agent, colleagueId, refusal }: { viewer: Viewer; agent: PersonRow; colleagueId: string; refusal: string },
): Promise<PersonRow> {
  const other = await findPerson(db, viewer, colleagueId);
  if (
    !other ||
    other.id === agent.id ||
    other.organisation !== agent.organisation ||
    !AGENT_LIST_ROLES.includes(other.role) ||
    (await isServiceUser(db, other.id))
  ) {
    throw badRequest(refusal);
  }
  return other;
}
