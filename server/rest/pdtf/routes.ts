import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PdtfParams, PdtfTransaction } from '../../../contracts/pdtf.ts';
import { replies } from '../../../contracts/replies.ts';
import { canReadForm } from '../../../domain/forms/form-access.ts';
import type { SchemaNode } from '../../../domain/forms/pdtf/resolve.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildPdtfTransaction } from '../../../domain/pdtf/transaction.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { readPropertyPack } from '../../use-cases/documents/property-pack.ts';
import { titleOf } from '../../use-cases/questionnaires/title-of.ts';
import { CATALOGUE } from '../../use-cases/signatures/catalogue.ts';
import { standardSchema } from '../../use-cases/pdtf/standard-schema.ts';
import { sealExport } from './seal-export.ts';

/** The PDTF v3 schema with every overlay, read once: it gives each path its type and what each standard requires. */
const SCHEMA = standardSchema() as SchemaNode;

/** The property pack as a PDTF v3 transaction document (GraphQL `pdtfTransaction`), its bytes signed in `X-JWS-Signature`. */
export const pdtfRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, documentSeal }) => {
  app.get(
    '/property/:id/pdtf',
    {
      schema: { params: PdtfParams, response: replies(PdtfTransaction) },
      config: { access: 'AUTHENTICATED' },
      onSend: sealExport(documentSeal),
    },
    async (request) => {
      const viewer = viewerOf(request);
      const property = await findVisibleProperty(db, viewer, request.params.id);
      if (!property) throw notFound(MESSAGES.propertyNotFound(request.params.id));
      if (![...CATALOGUE.latest.values()].some((form) => canReadForm(viewer.role, form.path)))
        throw forbidden(MESSAGES.noPermission);
      const pack = await readPropertyPack(db, viewer, property);
      const title = titleOf(property.data);
      return buildPdtfTransaction(SCHEMA, {
        property: {
          id: property.id,
          friendlyId: property.friendlyId,
          address: property.address,
          city: property.city,
          postcode: property.postcode,
          titleNumber: property.titleNumber,
        },
        title: title ? { addressLines: title.address?.slice(1), postcode: title.address?.[0] } : null,
        forms: [...pack.forms.values()]
          .filter((form) => form.started)
          .map(({ definition, answers, records }) => ({ definition, answers, records })),
        sellers: pack.sellers,
        signatures: pack.signatures.map((s) => ({
          questionnaireId: s.questionnaireId,
          signerName: s.signerName,
          signedAt: s.signedAt.toISOString(),
        })),
      }) as PdtfTransaction;
    },
  );
};
