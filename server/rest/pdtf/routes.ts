import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PdtfParams, PdtfReport, PdtfTransaction } from '../../../contracts/pdtf.ts';
import { replies } from '../../../contracts/replies.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { exportProperty } from '../../use-cases/pdtf/export-property.ts';
import { reportJson } from '../../use-cases/pdtf/report-json.ts';
import { sealExport } from './seal-export.ts';

/**
 * The property pack as a PDTF v3 transaction document (GraphQL `pdtfTransaction`), valid against
 * the base schema at every moment, its bytes signed in `X-JWS-Signature`; and beside it the report
 * of what it leaves out (GraphQL `pdtfExportReport`). Both follow the same access: whoever reads
 * the property's forms.
 */
export const pdtfRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, documentSeal }) => {
  app.get(
    '/property/:id/pdtf',
    {
      schema: { params: PdtfParams, response: replies(PdtfTransaction) },
      config: { access: 'AUTHENTICATED' },
      onSend: sealExport(documentSeal),
    },
    async (request) =>
      (await exportProperty(db, { viewer: viewerOf(request), propertyId: request.params.id }))
        .document as PdtfTransaction,
  );
  app.get(
    '/property/:id/pdtf/report',
    { schema: { params: PdtfParams, response: replies(PdtfReport) }, config: { access: 'AUTHENTICATED' } },
    async (request) =>
      reportJson(
        request.params.id,
        await exportProperty(db, { viewer: viewerOf(request), propertyId: request.params.id }),
      ),
  );
};
