import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { moveAgent } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { colleague, visibleAgent, visibleOrganisation } from './people.ts';
import { publishAccessChanged } from '../live/access-changed.ts';

export type ChangeAgentOrganisationOptions = {
  viewer: Viewer;
  agentId: string;
  organisationId: number;
  /** A colleague in the old organisation who takes over the agent's properties. */
  takeOverAgentId?: string | null;
};

/**
 * Moves an agent to another organisation the viewer sees; how many of their properties a colleague
 * took over. Their live streams of the old organisation's properties end at once.
 */
export async function changeAgentOrganisation(
  db: Db,
  { viewer, agentId, organisationId, takeOverAgentId }: ChangeAgentOrganisationOptions,
): Promise<number> {
  const agent = await visibleAgent(db, { viewer, agentId });
  const target = await visibleOrganisation(db, { viewer, organisationId });
  if (target.type === ORGANISATION_TYPE.solicitorsFirm && agent.role !== ROLE.administrator)
    throw badRequest(MESSAGES.notAnAgency(target.id));
  if (target.id === agent.organisation) throw badRequest(MESSAGES.sameOrganisation);
  const takeOver = takeOverAgentId
    ? await colleague(db, { viewer, agent, colleagueId: takeOverAgentId, refusal: MESSAGES.takeOverAgentInvalid })
    : null;
  return moveAgent(db, agent.id, target.id, takeOver?.id ?? null, (trx) =>
    publishAccessChanged(trx, { userIds: [agent.id] }),
  );
}
