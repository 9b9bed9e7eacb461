import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../contracts/replies.ts';
import {
  CompleteBody,
  CompleteParams,
  PropertySignaturesParams,
  PropertySignaturesResponse,
  SignBody,
  SignParams,
  SignResponse,
  UnsignParams,
  UnsignResponse,
  VerifyParams,
  VerifyResponse,
} from '../../../contracts/signatures.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { listSignatures } from '../../use-cases/signatures/list-signatures.ts';
import { unsign } from '../../use-cases/signatures/unsign.ts';
import { verifySignatures } from '../../use-cases/signatures/verify-signatures.ts';
import { completeForm } from '../../use-cases/signatures/complete-form.ts';
import { signForm } from '../../use-cases/signatures/sign.ts';

/** Signing and completing forms, the signature history, removing a signature and checking them (spec 01 §7, spec 02 §7). */
export const signatureRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.post(
    '/questionnaire/:propertyId/sign',
    {
      schema: { params: SignParams, body: SignBody, response: replies(SignResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) =>
      signForm(db, { viewer: viewerOf(request), propertyId: request.params.propertyId, body: request.body }),
  );

  app.post(
    '/questionnaire/:propertyId/:questionnaireId/complete',
    {
      schema: { params: CompleteParams, body: CompleteBody, response: replies(SignResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) =>
      completeForm(db, {
        viewer: viewerOf(request),
        propertyId: request.params.propertyId,
        questionnaireId: request.params.questionnaireId as QuestionnaireId,
        body: request.body,
      }),
  );

  app.get(
    '/questionnaire/:propertyId/signatures',
    {
      schema: { params: PropertySignaturesParams, response: replies(PropertySignaturesResponse) },
      config: { access: 'VIEW_PROPERTY_SIGNATURES' },
    },
    async (request) => listSignatures(db, { viewer: viewerOf(request), propertyId: request.params.propertyId }),
  );

  app.delete(
    '/signature/:id/unsign',
    { schema: { params: UnsignParams, response: replies(UnsignResponse) }, config: { access: 'DELETE_SIGNATURES' } },
    async (request) => unsign(db, { viewer: viewerOf(request), signatureId: request.params.id }),
  );

  app.get(
    '/property/:id/signatures/verify',
    { schema: { params: VerifyParams, response: replies(VerifyResponse) }, config: { access: 'AUTHENTICATED' } },
    async (request) => verifySignatures(db, { viewer: viewerOf(request), propertyId: request.params.id }),
  );
};
