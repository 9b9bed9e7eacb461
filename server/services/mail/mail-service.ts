import type { Transaction } from 'kysely';
import type { Db } from '../../store/database.ts';
import type { Database } from '../../store/schema.ts';
import { enqueue } from '../queue/enqueue.ts';

/**
 * One mail to one recipient. `template` names the kind of mail, for the outbox and its readers;
 * `senderName` the name it is sent under (its theme's: `themedMail` in ./layout.ts sets it).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  senderName?: string;
};

/** Sends mail for every feature (verification, password reset, invitations, notifications). */
export interface MailService {
  /** Stores the mail in the outbox and queues its delivery; resolves with the outbox id once stored. */
  send(message: MailMessage): Promise<number>;
}

/**
 * The outbox row and its delivery job are written in one transaction: a mail accepted here is
 * delivered eventually (retried by the job runner) or left visibly `failed`, never lost.
 */
export function createMailService(db: Db, options: { onQueued?: () => void } = {}): MailService {
  return {
    async send(message) {
      const id = await db.transaction().execute((trx) => queueMail(trx, message));
      options.onQueued?.();
      return id;
    },
  };
}

/**
 * Writes the outbox row and its delivery job inside the caller's transaction, so mail that follows
 * other work (a notification marked done) exists exactly when that work does. The job runner
 * picks it up at its next poll.
 */
export async function queueMail(trx: Transaction<Database>, message: MailMessage): Promise<number> {
  const row = await trx
    .insertInto('mail_outbox')
    .values({
      template: message.template,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      sender_name: message.senderName ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueue(trx, 'mail', { mailId: row.id });
  return row.id;
}
