import nodemailer from 'nodemailer';

export type OutgoingMail = { id: number; to: string; subject: string; text: string; html: string | null };

/** Where queued mail goes: an SMTP server in production, the demo mailbox elsewhere. */
export type MailTransport = {
  readonly kind: 'smtp' | 'demo-mailbox';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // A retry carries the same outbox id, so a repeat can be told from a new mail.
        headers: { 'X-Move-Ready-Mail-Id': String(mail.id) },
      });
    },
    close: () => transporter.close(),
  };
}

/** Outside production mail is not sent anywhere: the outbox itself is the demo mailbox at /dev/mailbox. */
export function demoMailboxTransport(): MailTransport {
  return { kind: 'demo-mailbox', async deliver() {}, close() {} };
}
