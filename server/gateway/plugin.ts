import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext } from 'graphql';
import { TokenRejected, type TokenVerifier } from '../auth/verify-token.ts';
import { requestToken } from '../auth/request-token.ts';
import type { GatewayContext } from './context.ts';
import { RestClient, type RestConnection } from './rest/rest-client.ts';
import { gatewaySchema } from './schema.ts';
import { compiledExecutorGateway } from './compiled-executor.ts';
import { speedLayerOn } from '../speed-layers.ts';
import { MESSAGES } from '../../domain/messages.ts';
import { explorerLandingPage, graphqlExplorer } from './explorer.ts';
import { acceptUploads } from './uploads/accept-uploads.ts';
import { administratorIntrospectionOnly } from './introspection-gate.ts';
import { maskSchemaDetails } from './masked-errors.ts';
import { storableInput } from './storable-input.ts';
import { workLimits } from './cost/work-limits.ts';
import { logServerErrorAnswers, logUnexpectedErrors } from './unexpected-errors.ts';
import { limitGraphqlRequests } from './request-limits.ts';
import { compressedAnswers } from './compressed-answers.ts';
import { loadManifest, manifestStore, trustedDocuments, type TrustedDocumentMode } from './trusted-documents.ts';
import type { RequestLimits } from '../http/request-limits.ts';
import type { Db } from '../store/database.ts';
import { serveSubscriptions } from './live/websocket.ts';
import type { LIVE_LIMITS } from './live/live-session.ts';

export type GatewayOptions = {
  /** Resolved lazily: in the one-process default the API's port is known only once listening. */
  restConnection: () => RestConnection;
  verifyToken: TokenVerifier;
  production: boolean;
  /** The size limit for files sent through uploadDocuments (the API's own). */
  maxUploadBytes: number;
  /** Requests per user and per address, counted in this database; a gateway without one does not limit. */
  requestLimits?: { db: Db; limits: RequestLimits };
  /** Whether browsers may send query text or only the web app's persisted documents. */
  trustedDocuments?: TrustedDocumentMode;
  /** Overrides of the per-user connection and subscription limits of the WebSocket endpoint. */
  liveLimits?: Partial<typeof LIVE_LIMITS>;
};

/**
 * Limits that keep one request from costing the API more than a screen ever needs: its size, depth
 * and breadth, and the work its priced fields declare (`@cost`, server/gateway/cost/work-limits.ts).
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 2_000,
  maxDepth: 10,
  maxCost: 1_000,
  maxWork: 100,
  expensiveFrom: 10,
  workInFlightPerViewer: 100,
};

const upstreamCallsHeader: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        response.http.headers.set('x-upstream-calls', String(contextValue.rest.calls));
      },
    };
  },
};

/** The web app sends AuthorizationJWT; integrators may use the standard `Authorization: Bearer`. */
function tokenFrom(request: FastifyRequest): string | null {
  return requestToken(request) ?? null;
}

/** The GraphQL gateway at /graphql: Apollo Server over the REST API, on the same Fastify instance. */
export async function gateway(app: FastifyInstance, options: GatewayOptions) {
  const documents = loadManifest();
  const schema = gatewaySchema();
  const apollo = new ApolloServer<GatewayContext>({
    // graphql-jit executes each distinct operation as compiled code (compiled-executor.ts); with
    // SPEED_LAYERS_OFF=compiled-executor, graphql-js interprets it, for measuring the difference.
    ...(speedLayerOn('compiled-executor') ? { gateway: compiledExecutorGateway(schema) } : { schema }),
    csrfPrevention: true,
    // The web app's documents by hash, from the build's manifest; nothing a client sends is kept.
    persistedQueries: { cache: manifestStore(documents), ttl: null },
    // In production only administrators may introspect (administratorIntrospectionOnly).
    introspection: true,
    // Without introspection, "Did you mean …?" in validation errors would still spell out the schema.
    hideSchemaDetailsFromClientErrors: options.production,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    // Reported as validation errors (400 GRAPHQL_VALIDATION_FAILED); thrown, they would be a 500.
    validationRules: [
      maxDepthRule({
        n: GRAPHQL_LIMITS.maxDepth,
        ignoreIntrospection: true,
        propagateOnRejection: false,
        onReject: [reportInOurWords(MESSAGES.queryTooDeep(GRAPHQL_LIMITS.maxDepth))],
      }),
      costLimitRule({
        maxCost: GRAPHQL_LIMITS.maxCost,
        ignoreIntrospection: true,
        propagateOnRejection: false,
        onReject: [reportInOurWords(MESSAGES.queryTooCostly(GRAPHQL_LIMITS.maxCost))],
      }),
    ],
    ...(options.production ? { formatError: maskSchemaDetails } : {}),
    includeStacktraceInErrorResponses: false,
    plugins: [
      fastifyApolloDrainPlugin(app),
      // The API's answers are per user and never cached; without this Apollo wraps every field's
      // resolver to collect cache hints nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      upstreamCallsHeader,
      workLimits(schema, GRAPHQL_LIMITS),
      logUnexpectedErrors,
      storableInput,
      trustedDocuments(options.trustedDocuments ?? 'accept', documents),
      ...(options.production ? [administratorIntrospectionOnly] : []),
      options.production ? ApolloServerPluginLandingPageDisabled() : explorerLandingPage(),
    ],
  });
  await apollo.start();
  if (options.requestLimits)
    await limitGraphqlRequests(app, { ...options.requestLimits, verifyToken: options.verifyToken });
  await app.register(graphqlExplorer, { production: options.production });
  acceptUploads(app, options.maxUploadBytes);
  logServerErrorAnswers(app);
  await compressedAnswers(app);

  // Subscriptions: graphql-transport-ws on the same path, each following a REST live stream.
  const closeSubscriptions = serveSubscriptions(app, {
    schema,
    restConnection: options.restConnection,
    verifyToken: options.verifyToken,
    documents,
    trustedDocuments: options.trustedDocuments ?? 'accept',
    maxUploadBytes: options.maxUploadBytes,
    limits: GRAPHQL_LIMITS,
    ...(options.liveLimits ? { perUser: options.liveLimits } : {}),
  });
  app.addHook('preClose', closeSubscriptions);

  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    context: async (request): Promise<GatewayContext> => {
      const token = tokenFrom(request);
      const rest = new RestClient(options.restConnection(), token);
      try {
        const identity = token ? await options.verifyToken(token) : null;
        return {
          token,
          viewerId: identity?.sub ?? null,
          clientId: identity?.clientId ?? null,
          rest,
          maxUploadBytes: options.maxUploadBytes,
          authError: token ? null : unauthenticated(MESSAGES.signInRequired),
          log: request.log,
        };
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        const authError =
          error.status === 440
            ? new GraphQLError(error.message, { extensions: { code: 'SESSION_EXPIRED' } })
            : unauthenticated(error.message);
        return {
          token,
          viewerId: null,
          clientId: null,
          rest,
          maxUploadBytes: options.maxUploadBytes,
          authError,
          log: request.log,
        };
      }
    },
  });
}

/** graphql-armor words its refusals "Syntax Error: Query Cost limit of …": reported in the product's words instead. */
function reportInOurWords(message: string) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    context?.reportError(new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions }));
  };
}

function unauthenticated(message: string) {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}
