import type { FastifyInstance } from 'fastify';
import type { Db } from '../../store/database.ts';
import { escapeHtml, page } from '../identity/pages.ts';

/** Links in a plain-text mail, made clickable; everything else is escaped. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Addresses of this machine: the only ones that may read the mailbox of a product on a public address. */
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * `/dev/mailbox`: every mail the product has sent, newest first, for demos and tests. Registered
 * only in demo mode and never in production; on a product with a public address it answers only
 * requests from this machine (`loopbackOnly`), and 404 to anyone else, as if it were not there.
 */
export async function demoMailbox(app: FastifyInstance, { db, loopbackOnly }: { db: Db; loopbackOnly: boolean }) {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/mailbox',
    { config: { access: 'PUBLIC' } },
    async (request, reply) => {
      // A request relayed by a proxy on this machine comes from elsewhere, whatever its socket says.
      const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
      if (loopbackOnly && (relayed || !LOOPBACK.test(request.socket.remoteAddress ?? ''))) return reply.callNotFound();
      const to = String(request.query.to ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 320);
      let query = db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'status', 'created_at'])
        .orderBy('id', 'desc')
        .limit(50);
      if (to) query = query.where((eb) => eb.fn('lower', ['to_address']), '=', to);
      const mails = await query.execute();
      const list = mails.length
        ? mails
            .map(
              (
                mail,
              ) => `<article class="mail" aria-labelledby="mail-${mail.id}"><h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p class="hint">To ${escapeHtml(mail.to_address)} · ${new Date(mail.created_at).toISOString().replace('T', ' ').slice(0, 16)} UTC · ${escapeHtml(mail.status)}</p>
<pre>${linkify(mail.text_body)}</pre></article>`,
            )
            .join('')
        : '<p>No mail yet.</p>';
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(
          page(
            'Demo mailbox',
            `<h1>Demo mailbox</h1><p class="hint">Mail the product sent, kept here because this is not a production server.</p>
<form method="get" action="/dev/mailbox"><label for="to">Show mail to</label><input id="to" name="to" type="email" value="${escapeHtml(to)}"><button type="submit" class="secondary">Show</button></form>
${list}`,
            { wide: true },
          ),
        );
    },
  );
}
