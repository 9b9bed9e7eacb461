import type { Db } from '../../store/database.ts';
import { createMailService, type MailService } from './mail-service.ts';
import { demoMailboxTransport, smtpTransport, type MailTransport } from './transports.ts';

export type MailSetup = {
  mail: MailService;
  transport: MailTransport;
  close(): Promise<void>;
};

/**
 * Chosen once at start-up: SMTP when SMTP_URL is set (production requires it), otherwise the demo
 * mailbox. Delivery is the `mail` queue's job (server/jobs/mail.ts), through this transport; `onQueued` wakes the queue.
 */
export function setUpMail(db: Db, options: { smtpUrl?: string; smtpFrom?: string; onQueued?: () => void }): MailSetup {
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.smtpFrom ?? 'Move Ready <no-reply@localhost>')
    : demoMailboxTransport();
  const mail = createMailService(db, { onQueued: options.onQueued });
  return {
    mail,
    transport,
    async close() {
      transport.close();
    },
  };
}
