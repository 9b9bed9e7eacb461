import { MESSAGES } from '../../../domain/messages.ts';
import { ROLE } from '../../../domain/roles.ts';
import { countPropertiesOwnedBy, removeAgent } from '../../store/admin-people.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, conflict } from '../app-error.ts';
import type { UserSessions } from '../users/update-user.ts';
import { colleague, visibleAgent } from './people.ts';
import { publishAccessChanged } from '../live/access-changed.ts';

/**
 * Removal makes the agent a home mover: a role change, so every session they have ends and they
 * sign in again as who they now are; their live streams of the agency's properties end at once.
 * How many properties went to the new agent.
 */
export async function removeAgentFrom(
  { db, sessions }: { db: Db; sessions?: UserSessions },
  { viewer, agentId, newAgentId }: { viewer: Viewer; agentId: string; newAgentId: string | null },
): Promise<number> {
  if (agentId === viewer.id) throw badRequest(MESSAGES.cannotRemoveSelf);
  const agent = await visibleAgent(db, { viewer, agentId });
  const newAgent = newAgentId
    ? await colleague(db, { viewer, agent, colleagueId: newAgentId, refusal: MESSAGES.transferAgentInvalid })
    : null;
  if (!newAgent) {
    const owned = await countPropertiesOwnedBy(db, agent.id);
    if (owned > 0) throw conflict(MESSAGES.agentOwnsProperties(owned));
  }
  const moved = await removeAgent(db, agent.id, newAgent?.id ?? null, ROLE.homeMover, (trx) =>
    publishAccessChanged(trx, { userIds: [agent.id] }),
  );
  if (agent.role !== ROLE.homeMover) await sessions?.endUserSessions(agent.id);
  return moved;
}
