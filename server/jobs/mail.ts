import type { Db } from '../store/database.ts';
import type { QueueHandler } from '../services/queue/setup.ts';
import type { MailTransport } from '../services/mail/transports.ts';

/** The job that hands one outbox mail to the transport; a failure is retried by the job runner. */
export function deliverMailJob(db: Db, transport: MailTransport): QueueHandler<'mail'> {
  return async ({ mailId: id }, job) => {
    const mail = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.deliver({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        senderName: mail.sender_name,
      });
    } catch (error) {
      await db
        .updateTable('mail_outbox')
        .set({
          attempts: job.attempt,
          last_error: error instanceof Error ? error.message : String(error),
          status: job.finalAttempt ? 'failed' : 'queued',
        })
        .where('id', '=', id)
        .execute();
      throw error;
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', attempts: job.attempt, sent_at: new Date(), last_error: null })
      .where('id', '=', id)
      .execute();
  };
}
