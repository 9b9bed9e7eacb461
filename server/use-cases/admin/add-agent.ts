import { AGENT_TYPE_ROLE, agentTypesFor, type AgentTypeName } from '../../../domain/admin/agent-types.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE, type OrganisationTypeCode } from '../../../domain/organisation-types.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden } from '../app-error.ts';
import { addPerson, visibleOrganisation } from './people.ts';

/** The organisation an agent of this type works for: a brand for brand admins, an agency for the rest. */
const ORGANISATION_FOR_TYPE: Record<AgentTypeName, readonly OrganisationTypeCode[]> = {
  agent: [ORGANISATION_TYPE.agency],
  simple: [ORGANISATION_TYPE.agency],
  brand: [ORGANISATION_TYPE.brand],
  admin: [ORGANISATION_TYPE.brand, ORGANISATION_TYPE.agency, ORGANISATION_TYPE.solicitorsFirm],
};

export type AddAgentOptions = {
  viewer: Viewer;
  name: string;
  email: string;
  /** The brand or agency they work for. */
  organisationId: number;
  /** The kind of agent, which decides their role; an agent unless said. */
  agentType?: AgentTypeName;
};

/** Adds an agent of a kind the viewer may add, to an organisation they see that suits the kind; the new person's id. */
export async function addAgent(db: Db, { viewer, ...input }: AddAgentOptions): Promise<string> {
  const type = input.agentType ?? 'agent';
  if (!agentTypesFor(viewer.role).includes(type)) throw forbidden(MESSAGES.agentTypeNotAllowed);
  const organisation = await visibleOrganisation(db, { viewer, organisationId: input.organisationId });
  if (!ORGANISATION_FOR_TYPE[type].includes(organisation.type)) {
    throw badRequest(type === 'brand' ? MESSAGES.notABrand(organisation.id) : MESSAGES.notAnAgency(organisation.id));
  }
  return addPerson(db, {
    name: input.name,
    email: input.email,
    role: AGENT_TYPE_ROLE[type],
    organisationId: organisation.id,
  });
}
