import type { FastifyError, FastifyInstance } from 'fastify';
import type { RestErrorCode } from '../../contracts/errors.ts';
import { authenticate } from './auth/authenticate.ts';
import type { RestDeps } from './deps.ts';
import { errorBody, HttpError } from './errors.ts';
import { creditRoutes } from './credits/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { organisationRoutes } from './organisations/routes.ts';
import { phaseRoutes } from './phases/routes.ts';
import { propertyRoutes } from './properties/routes.ts';
import { questionnaireRoutes } from './questionnaires/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';
import { monthlyLimitRoutes } from './admin/monthly-limit-routes.ts';
import { apiClientRoutes } from './admin/api-client-routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { wizardRoutes } from './wizard/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { adminOrganisationRoutes } from './admin/organisation-routes.ts';
import { adminPeopleRoutes } from './admin/people-routes.ts';
import { adminPropertyListRoutes } from './admin/property-list-routes.ts';
import { attributeRoutes } from './attributes/routes.ts';
import { storableInput, strictBodies } from './validation.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { enquiryRoutes } from './enquiries/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { signatureRoutes } from './signatures/routes.ts';
import { pdtfRoutes } from './pdtf/routes.ts';
import { documentRoutes } from './documents/routes.ts';

/** The product REST API, mounted under /api. Every error leaves as `{ error: { code, message } }`. */
export async function restApi(app: FastifyInstance, options: RestDeps & { prefix?: string }) {
  // Registered under a prefix already: the route plugins below must not inherit it a second time.
  const { prefix: _prefix, ...deps } = options;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(errorBody(error.code, error.message, error.questions));
    if (error.validation) return reply.code(400).send(errorBody('BAD_REQUEST', MESSAGES.invalidRequest(error.message)));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (unparseable JSON, body too large, unknown media type) in our codes.
      const codes: Partial<Record<number, RestErrorCode>> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };
      const code = codes[error.statusCode] ?? 'BAD_REQUEST';
      return reply.code(error.statusCode).send(errorBody(code, error.message));
    }
    request.log.error({ err: error, route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}` }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', MESSAGES.internalError));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NOT_FOUND', MESSAGES.noRoute(request.method, request.url.split('?')[0])));
  });

  strictBodies(app);
  storableInput(app);
  await app.register(authenticate, deps);
  await app.register(healthRoutes, deps);
  await app.register(propertyRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(phaseRoutes, deps);
  await app.register(organisationRoutes, deps);
  await app.register(creditRoutes, deps);
  await app.register(questionnaireRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(wizardRoutes, deps);
  await app.register(monthlyLimitRoutes, deps);
  await app.register(peopleRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(enquiryRoutes, deps);
  await app.register(adminOrganisationRoutes, deps);
  await app.register(adminPeopleRoutes, deps);
  await app.register(adminPropertyListRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(signatureRoutes, deps);
  await app.register(pdtfRoutes, deps);
  await app.register(documentRoutes, deps);
  await app.register(attributeRoutes, deps);
  await app.register(apiClientRoutes, deps);
}
