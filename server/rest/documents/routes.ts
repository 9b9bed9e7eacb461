import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { create as contentDisposition } from 'content-disposition';
import { DocumentBody, DocumentParams } from '../../../contracts/documents.ts';
import { replies } from '../../../contracts/replies.ts';
import { FileBytes } from '../../../contracts/uploads.ts';
import { documentSpec } from '../../../domain/documents/catalogue.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { can } from '../../../domain/permissions.ts';
import { THEMES } from '../../../domain/themes.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { issueDocument } from '../../use-cases/documents/issue-document.ts';

/**
 * A property's documents (spec 01 §7 `POST /docs/{propertyId}/{themeId}/{path}`): PDF, or Word for
 * the ones a solicitor edits. One document is built (and a PDF sealed) per request, then streamed.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, documentSeal }) => {
  app.post(
    '/docs/:propertyId/:themeId/:path',
    {
      schema: { params: DocumentParams, body: DocumentBody, response: replies(FileBytes) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { propertyId, themeId, path } = request.params;
      const spec = documentSpec(path, request.body?.kind);
      if (!spec) throw notFound(MESSAGES.documentUnknown(request.body?.kind ? `${path} ${request.body.kind}` : path));
      const theme = THEMES.find((candidate) => candidate.themeId === themeId || candidate.key === themeId);
      if (!theme) throw notFound(MESSAGES.themeUnknown(themeId));
      const property = await findVisibleProperty(db, viewer, propertyId);
      if (!property) throw notFound(MESSAGES.propertyNotFound(propertyId));
      if (!can(viewer.role, spec.action)) throw forbidden(MESSAGES.documentNotAuthorised(spec.label));

      const { bytes, fileName, format } = await issueDocument(
        { db, seal: documentSeal },
        { viewer, property, spec, theme },
      );
      return reply
        .header(
          'content-type',
          format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        )
        .header('content-length', String(bytes.length))
        .header(
          'content-disposition',
          contentDisposition(fileName, { type: format === 'pdf' ? 'inline' : 'attachment' }),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from([bytes]));
    },
  );
};
