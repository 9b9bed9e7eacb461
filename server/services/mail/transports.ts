import nodemailer from 'nodemailer';

export type OutgoingMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  senderName?: string | null;
};

/** Where queued mail goes: an SMTP server in production, the demo mailbox elsewhere. */
export type MailTransport = {
  readonly kind: 'smtp' | 'demo-mailbox';
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Delivery through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const sender = parseSender(from);
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        // The address is SMTP_FROM's (the one the mail server may send as); the name is the theme's.
        from: mail.senderName ? { name: mail.senderName, address: sender.address } : from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        // A retry carries the same outbox id, so a repeat can be told from a new mail.
        // Named after nothing of the product's, so white-label mail carries no trace of it.
        headers: { 'X-Outbox-Mail-Id': String(mail.id) },
      });
    },
    close: () => transporter.close(),
  };
}

/** Outside production mail is not sent anywhere: the outbox itself is the demo mailbox at /dev/mailbox. */
export function demoMailboxTransport(): MailTransport {
  return { kind: 'demo-mailbox', async deliver() {}, close() {} };
}

/** `Name <address>` or a bare address, as SMTP_FROM may be written. */
export function parseSender(from: string): { name: string | null; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || null, address: match[2].trim() } : { name: null, address: from.trim() };
}
