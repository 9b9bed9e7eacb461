import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../store/database.ts';
import { JobRunner, type JobHandler } from '../jobs/job-queue.ts';
import { deliverMailJob } from './deliver-mail.ts';
import { createMailService, MAIL_QUEUE, type MailService } from './mail-service.ts';
import { demoMailboxTransport, smtpTransport, type MailTransport } from './transports.ts';

export type MailSetup = { mail: MailService; transport: MailTransport; runner: JobRunner; close(): Promise<void> };

/**
 * Chosen once at start-up: SMTP when SMTP_URL is set (production requires it), otherwise the demo
 * mailbox. The job runner delivers the outbox in the background; other queues can join it later.
 */
export function setUpMail(
  db: Db,
  options: { smtpUrl?: string; smtpFrom?: string; pollMs: number; logger: FastifyBaseLogger; handlers?: Record<string, JobHandler> },
): MailSetup {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl, options.smtpFrom ?? 'Move Ready <no-reply@localhost>') : demoMailboxTransport();
  const runner = new JobRunner({
    db,
    handlers: { ...options.handlers, [MAIL_QUEUE]: deliverMailJob(db, transport) },
    pollMs: options.pollMs,
    onError: (error, job) => options.logger.warn({ err: error, job }, 'background job failed; it will be retried'),
  });
  const mail = createMailService(db, { onQueued: () => runner.wake() });
  return {
    mail,
    transport,
    runner,
    async close() {
      await runner.stop();
      transport.close();
    },
  };
}
