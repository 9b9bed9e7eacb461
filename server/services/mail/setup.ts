import type { Db } from '../../store/database.ts';
import type { JobHandler } from '../queue/runner.ts';
import { deliverMailJob } from '../../jobs/mail.ts';
import { createMailService, MAIL_QUEUE, type MailService } from './mail-service.ts';
import { demoMailboxTransport, smtpTransport, type MailTransport } from './transports.ts';

export type MailSetup = {
  mail: MailService;
  transport: MailTransport;
  handlers: Record<string, JobHandler>;
  close(): Promise<void>;
};

/**
 * Chosen once at start-up: SMTP when SMTP_URL is set (production requires it), otherwise the demo
 * mailbox. Delivery is a job of the background queue (services/queue); `onQueued` wakes it.
 */
export function setUpMail(db: Db, options: { smtpUrl?: string; smtpFrom?: string; onQueued?: () => void }): MailSetup {
  const transport = options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.smtpFrom ?? 'Move Ready <no-reply@localhost>')
    : demoMailboxTransport();
  const mail = createMailService(db, { onQueued: options.onQueued });
  return {
    mail,
    transport,
    handlers: { [MAIL_QUEUE]: deliverMailJob(db, transport) },
    async close() {
      transport.close();
    },
  };
}
