import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EnquiryBody, EnquiryParams, EnquiryResponse } from '../../../contracts/enquiries.ts';
import { createdReplies } from '../../../contracts/replies.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { agentEmailsOf, senderOf } from '../../store/enquiry-recipients.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';

/**
 * `POST /enquiry/{id}` (spec 02 §7): a help message or a request about a property, mailed through
 * the outbox to the property's agents, or to the support address when it has none. Anyone who can
 * see the property may write; a property they cannot see is 404.
 */
export const enquiryRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, mail, supportEmail }) => {
  app.post(
    '/enquiry/:id',
    {
      schema: { params: EnquiryParams, body: EnquiryBody, response: createdReplies(EnquiryResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const property = await findVisibleProperty(db, viewer, request.params.id);
      if (!property) throw notFound(MESSAGES.propertyNotFound(request.params.id));
      const subject = request.body.name.trim();
      const message = request.body.message.trim();
      if (!message || !subject) throw badRequest(MESSAGES.enquiryMessageRequired);

      const agents = await agentEmailsOf(db, property);
      const recipients = agents.length ? agents : [supportEmail];
      const sender = await senderOf(db, viewer.id);
      const text = [
        `${sender.name}${sender.email ? ` <${sender.email}>` : ''} sent a message about ${property.name} (${property.address}, reference ${property.friendlyId}).`,
        '',
        `Subject: ${subject}`,
        '',
        message,
        '',
        sender.email ? `Reply to ${sender.email}.` : 'The sender has no email address on record.',
      ].join('\n');
      for (const to of recipients) {
        await mail.send({ to, subject: `${subject} – ${property.name}`.slice(0, 250), text, template: 'enquiry' });
      }
      return reply.code(201).send({ sent: true as const, recipients: recipients.length });
    },
  );
};
