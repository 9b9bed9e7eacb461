import type { AgentOrganisationBody } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { moveAgent } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { colleague, visibleAgent, visibleOrganisation } from './people.ts';

export async function changeAgentOrganisation(
  db: Db,
  viewer: Viewer,
  id: string,
  body: AgentOrganisationBody,
): Promise<number> {
  const agent = await visibleAgent(db, viewer, id);
  const target = await visibleOrganisation(db, viewer, body.organisation_id);
  if (target.type === ORGANISATION_TYPE.solicitorsFirm && agent.role !== ROLE.administrator)
    throw badRequest(MESSAGES.notAnAgency(target.id));
  if (target.id === agent.organisation) throw badRequest(MESSAGES.sameOrganisation);
  const takeOver = body.take_over_agent_id
    ? await colleague(db, viewer, agent, body.take_over_agent_id, MESSAGES.takeOverAgentInvalid)
    : null;
  return moveAgent(db, agent.id, target.id, takeOver?.id ?? null);
}
