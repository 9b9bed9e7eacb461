import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { RestErrorCode } from '../../contracts/errors.ts';
import { authenticate } from './auth/authenticate.ts';
import type { RestDeps } from './deps.ts';
import { errorBody, HttpError } from '../http/errors.ts';
import { asHttpError } from './app-errors.ts';
import { limitRequests } from '../http/request-limits.ts';
import { creditRoutes } from './credits/routes.ts';
import { documentKeyRoutes } from './document-keys/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { organisationRoutes } from './organisations/routes.ts';
import { phaseRoutes } from './phases/routes.ts';
import { propertyRoutes } from './properties/routes.ts';
import { questionnaireRoutes } from './questionnaires/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';
import { monthlyLimitRoutes } from './admin/monthly-limit-routes.ts';
import { deadLetterRoutes } from './admin/dead-letter-routes.ts';
import { apiClientRoutes } from './admin/api-client-routes.ts';
import { webhookRoutes } from './admin/webhook-routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { wizardRoutes } from './wizard/routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { adminOrganisationRoutes } from './admin/organisation-routes.ts';
import { adminPeopleRoutes } from './admin/people-routes.ts';
import { adminPropertyListRoutes } from './admin/property-list-routes.ts';
import { attributeRoutes } from './attributes/routes.ts';
import { describeValidation, storableInput, strictBodies } from './validation.ts';
import { refuseUndeclaredInput } from './closed-inputs.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { isDatabaseUnavailable } from '../store/database.ts';
import { StorageUnavailable } from '../services/file-storage/file-storage.ts';
import { enquiryRoutes } from './enquiries/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { signatureRoutes } from './signatures/routes.ts';
import { pdtfRoutes } from './pdtf/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { batchRoutes } from './batch/routes.ts';
import { publicRecordRoutes } from './public-records/routes.ts';
import { portalRoutes } from './portal/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { openapiGenerator, openapiRoute } from './openapi.ts';

const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;

/** The product REST API, mounted under /api. Every error leaves as `{ error: { code, message } }`. */
export async function restApi(app: FastifyInstance, options: RestDeps & { prefix?: string }) {
  // Registered under a prefix already: the route plugins below must not inherit it a second time.
  const { prefix: _prefix, ...deps } = options;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = asHttpError(error);
    if (refusal)
      return reply
        .code(refusal.status)
        .send(errorBody(refusal.code, refusal.message, refusal.questions, refusal.changes));
    // The database or the document store out of reach for a moment (a restart, a failover, a
    // network cut): 503 with a message to try again, never a 500; the next request reconnects.
    if (error instanceof StorageUnavailable) {
      request.log.error({ err: error, route: routeOf(request) }, 'file storage unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('SERVICE_UNAVAILABLE', MESSAGES.storageUnavailable));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, route: routeOf(request) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(errorBody('SERVICE_UNAVAILABLE', MESSAGES.databaseUnavailable));
    }
    if (error.validation)
      return reply
        .code(400)
        .send(
          errorBody(
            'BAD_REQUEST',
            MESSAGES.invalidRequest(describeValidation(error.validation, error.validationContext, error.message)),
          ),
        );
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (unparseable JSON, body too large, unknown media type) in our codes.
      const codes: Partial<Record<number, RestErrorCode>> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' };
      const code = codes[error.statusCode] ?? 'BAD_REQUEST';
      return reply.code(error.statusCode).send(errorBody(code, error.message));
    }
    request.log.error({ err: error, route: routeOf(request) }, 'unhandled error');
    return reply.code(500).send(errorBody('INTERNAL', MESSAGES.internalError));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody('NOT_FOUND', MESSAGES.noRoute(request.method, request.url.split('?')[0])));
  });

  // Before every route, so the document sees them all; its reference page comes before the access rule (see openapi.ts).
  await openapiGenerator(app);

  if (deps.requestLimits) {
    const { limits, gatewayKey } = deps.requestLimits;
    await limitRequests(app, {
      db: deps.db,
      limits,
      gatewayKey,
      verifyToken: deps.verifyToken,
      refusal: (message) => new HttpError(429, 'RATE_LIMITED', message),
    });
  }
  strictBodies(app);
  refuseUndeclaredInput(app);
  storableInput(app);
  await app.register(authenticate, deps);
  await app.register(healthRoutes, deps);
  await app.register(propertyRoutes, deps);
  await app.register(publicRecordRoutes, deps);
  await app.register(portalRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(phaseRoutes, deps);
  await app.register(organisationRoutes, deps);
  await app.register(creditRoutes, deps);
  await app.register(questionnaireRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(wizardRoutes, deps);
  await app.register(monthlyLimitRoutes, deps);
  await app.register(deadLetterRoutes, deps);
  await app.register(peopleRoutes, deps);
  await app.register(invitationRoutes, deps);
  await app.register(enquiryRoutes, deps);
  await app.register(adminOrganisationRoutes, deps);
  await app.register(adminPeopleRoutes, deps);
  await app.register(adminPropertyListRoutes, deps);
  await app.register(dashboardRoutes, deps);
  await app.register(signatureRoutes, deps);
  await app.register(pdtfRoutes, deps);
  await app.register(documentKeyRoutes, deps);
  await app.register(documentRoutes, deps);
  await app.register(attributeRoutes, deps);
  await app.register(apiClientRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(batchRoutes, deps);
  await app.register(liveRoutes, deps);
  await app.register(openapiRoute);
}
