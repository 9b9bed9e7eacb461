import type { AgentNotificationPayload } from '../../../contracts/dashboard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { THEMES } from '../../../domain/themes.ts';
import { agentNotificationState, lockPropertyRow } from '../../store/action-plan.ts';
import { phaseCompletion } from './phase-completion.ts';
import { queueAgentNotification } from './record-completion.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { conflict, notFound } from '../app-error.ts';

/**
 * `POST /notifyagent/{propertyId}/{themeId}` (spec 01 §7): tells the property's agents that the
 * documentation of its phase is complete. The product already does so by itself when a save brings
 * the phase to 100; this call asks again (a seller's "tell my agent", or an integrator's retry after
 * a failure). While a notification of the phase is still on its way, no second one is made. The
 * mail is the same "documentation complete" mail, sent through the background queue.
 */
export async function notifyAgents(
  db: Db,
  { viewer, propertyId, themeId }: { viewer: Viewer; propertyId: number; themeId: string },
): Promise<{ created: boolean; payload: AgentNotificationPayload }> {
  if (!THEMES.some((theme) => theme.themeId === themeId || theme.key === themeId))
    throw notFound(MESSAGES.themeUnknown(themeId));
  const property = await findVisibleProperty(db, viewer, propertyId);
  if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
  return db.transaction().execute(async (trx) => {
    // The property's row is the lock recordCompletionIn takes too, so a save and this call never both queue one.
    await lockPropertyRow(trx, propertyId);
    const phase = await phaseCompletion(trx, propertyId);
    if (!phase) throw notFound(MESSAGES.propertyNotFound(propertyId));
    if (phase.completion < 100) throw conflict(MESSAGES.documentationNotComplete);
    if ((await agentNotificationState(trx, propertyId, phase.phaseId)) === 'pending') {
      return {
        created: false,
        payload: { property_id: propertyId, phase_id: phase.phaseId, agents_notification: 'pending' as const },
      };
    }
    await queueAgentNotification(trx, { propertyId, phaseId: phase.phaseId });
    return {
      created: true,
      payload: { property_id: propertyId, phase_id: phase.phaseId, agents_notification: 'pending' as const },
    };
  });
}
