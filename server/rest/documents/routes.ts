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
import { renderDocx } from '../../services/documents/docx.ts';
import { renderPdf } from '../../services/documents/pdf.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { buildDocument } from '../../use-cases/documents/build-document.ts';
import { readPropertyPack } from '../../use-cases/documents/property-pack.ts';

type Passport = { deeds?: unknown; tenure_title_code?: unknown };
const TENURES: Record<string, string> = { '10': 'Freehold', '60': 'Leasehold' };

/**
 * A property's documents (spec 01 §7 `POST /docs/{propertyId}/{themeId}/{path}`): PDF, or Word for
 * the ones a solicitor edits. One document is built per request, then streamed.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
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

      const [pack, uploads] = await Promise.all([
        readPropertyPack(db, viewer, property, spec.forms),
        db.selectFrom('uploads').select(['id', 'original_file_name']).where('property_id', '=', property.id).execute(),
      ]);
      const passport = (property.data.passport ?? {}) as Passport;
      const model = buildDocument({
        spec,
        theme,
        property,
        pack,
        fileNames: new Map(uploads.map((upload) => [String(upload.id), upload.original_file_name])),
        deeds: {
          titleNumber: property.titleNumber,
          tenure: TENURES[String(passport.tenure_title_code ?? '')] ?? null,
          entries: Array.isArray(passport.deeds)
            ? passport.deeds.filter((entry): entry is string => typeof entry === 'string')
            : [],
        },
        now: new Date(),
      });
      const bytes = spec.format === 'pdf' ? Buffer.from(await renderPdf(model)) : await renderDocx(model);
      const fileName = `${model.title}${model.draft ? ' - Draft' : ''}.${spec.format}`;
      return reply
        .header(
          'content-type',
          spec.format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        )
        .header('content-length', String(bytes.length))
        .header(
          'content-disposition',
          contentDisposition(fileName, { type: spec.format === 'pdf' ? 'inline' : 'attachment' }),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from([bytes]));
    },
  );
};
