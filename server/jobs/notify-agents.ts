import { phaseById } from '../../domain/phases.ts';
import { agentsOfProperty } from '../store/action-plan.ts';
import type { Db } from '../store/database.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import { documentationCompleteMail } from '../services/mail/agents-complete-mail.ts';
import { queueMail } from '../services/mail/mail-service.ts';

/**
 * Sends the "documentation is complete" mail to each agent of the property. The mails and the
 * notification's new state are written in one transaction, so a retry after a failure never sends
 * twice; delivery itself is the mail queue's, retried there. A property with no agent to tell, or a
 * job that fails every attempt, leaves the notification `failed`, which the dashboard shows.
 */
export function notifyAgentsJob(db: Db, publicUrl: string): QueueHandler<'notify-agents'> {
  return async ({ notificationId: id }, job) => {
    try {
      await db.transaction().execute(async (trx) => {
        const notification = await trx
          .selectFrom('agent_notifications as n')
          .innerJoin('properties as p', 'p.id', 'n.property_id')
          .select(['n.id', 'n.status', 'n.phase_id', 'p.id as property_id', 'p.name'])
          .where('n.id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!notification || notification.status !== 'pending') return;
        const agents = await agentsOfProperty(trx, notification.property_id);
        if (agents.length === 0) {
          await trx
            .updateTable('agent_notifications')
            .set({ status: 'failed', last_error: 'the property has no agent', finished_at: new Date() })
            .where('id', '=', id)
            .execute();
          return;
        }
        const phaseLabel = phaseById(notification.phase_id)?.label ?? `phase ${notification.phase_id}`;
        const mailIds: number[] = [];
        for (const agent of agents) {
          mailIds.push(
            await queueMail(
              trx,
              documentationCompleteMail({
                to: agent.email,
                name: agent.name || agent.email,
                propertyName: notification.name,
                phaseLabel,
                link: `${publicUrl}/properties/${notification.property_id}`,
              }),
            ),
          );
        }
        await trx
          .updateTable('agent_notifications')
          .set({
            status: 'sent',
            recipients: agents.length,
            mail_ids: JSON.stringify(mailIds),
            finished_at: new Date(),
          })
          .where('id', '=', id)
          .execute();
      });
    } catch (error) {
      if (job.finalAttempt) {
        await db
          .updateTable('agent_notifications')
          .set({ status: 'failed', last_error: String(error), finished_at: new Date() })
          .where('id', '=', id)
          .execute();
      }
      throw error;
    }
  };
}
