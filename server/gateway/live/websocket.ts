import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { Dispatcher } from 'undici';
import { MESSAGES } from '../../../domain/messages.ts';
import { PROGRAM_MESSAGES } from '../../../domain/messages/programs.ts';
import { ROLE } from '../../../domain/roles.ts';
import { TokenRejected, type TokenVerifier, type VerifiedIdentity } from '../../auth/verify-token.ts';
import type { GatewayContext } from '../context.ts';
import { RestClient, type RestConnection } from '../rest/rest-client.ts';
import { TRUSTED_DOCUMENT_REQUIRED, type TrustedDocumentMode } from '../trusted-documents.ts';
import { CLOSE_CODES, LIVE_LIMITS, type LiveSession } from './live-session.ts';
import { createStreamDispatcher, openLiveStream, type LiveMessage } from './upstream.ts';

export type LiveOptions = {
  schema: GraphQLSchema;
  restConnection: () => RestConnection;
  verifyToken: TokenVerifier;
  /** The web app's documents by hash (the persisted-query manifest). */
  documents: ReadonlyMap<string, string>;
  trustedDocuments: TrustedDocumentMode;
  maxUploadBytes: number;
  limits: { maxTokens: number; maxDepth: number; maxCost: number };
  /** Overrides of LIVE_LIMITS (tests, the bench). */
  perUser?: Partial<typeof LIVE_LIMITS>;
};

/** How often every connection's sign-in is checked again (the REST streams check theirs too). */
const SESSION_CHECK_MS = 500;

type Connection = {
  socket: WebSocket;
  request: IncomingMessage;
  token: string;
  identity: VerifiedIdentity;
  /** Whether the user is an administrator (who may send documents of their own from a browser); read once. */
  administrator?: Promise<boolean>;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A browser sends Origin with every WebSocket handshake; programs do not unless they choose to. */
const fromBrowser = (request: IncomingMessage) => typeof request.headers.origin === 'string';

/**
 * GraphQL subscriptions over WebSocket (graphql-transport-ws) on the gateway's own /graphql path.
 * The token comes in connection_init's payload (`AuthorizationJWT`, or `Authorization: Bearer …`);
 * each subscription follows a REST live stream opened with that token, so the API decides access
 * when it opens and as it runs. Only subscriptions are served here: queries and mutations keep the
 * HTTP path with its limits and plugins. Answers a function that closes every socket.
 */
export function serveSubscriptions(app: FastifyInstance, options: LiveOptions): () => Promise<void> {
  const limits = { ...LIVE_LIMITS, ...options.perUser };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let dispatcher: Dispatcher | null = null;
  const connections = new Map<WebSocket, Connection>();
  const connectionsOf = new Map<string, number>();
  const subscriptionsOf = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  const onUpgrade = (request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/graphql') return;
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  app.server.on('upgrade', onUpgrade);

  const closeSession = (socket: WebSocket, message: string) => {
    if (socket.readyState === socket.OPEN) socket.close(CLOSE_CODES.session, message.slice(0, 120));
  };

  const sessionCheck = setInterval(() => {
    for (const connection of connections.values()) {
      options.verifyToken(connection.token).catch((error: unknown) => {
        if (error instanceof TokenRejected) closeSession(connection.socket, error.message);
      });
    }
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  function refuse(code: string, message: string): GraphQLError[] {
    return [new GraphQLError(message, { extensions: { code } })];
  }

  async function isAdministrator(connection: Connection): Promise<boolean> {
    connection.administrator ??= new RestClient(options.restConnection(), connection.token)
      .viewer(connection.identity.sub)
      .then((viewer) => viewer.role === ROLE.administrator)
      .catch(() => false);
    return connection.administrator;
  }

  function session(connection: Connection): LiveSession {
    const userId = connection.identity.sub;
    return {
      async open(path) {
        if ((subscriptionsOf.get(userId) ?? 0) >= limits.subscriptionsPerUser)
          throw new GraphQLError(`At most ${limits.subscriptionsPerUser} subscriptions may be open at once.`, {
            extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
          });
        count(subscriptionsOf, userId, 1);
        let released = false;
        const release = () => {
          if (!released) count(subscriptionsOf, userId, -1);
          released = true;
        };
        let stream: AsyncIterableIterator<LiveMessage>;
        try {
          dispatcher ??= createStreamDispatcher();
          stream = await openLiveStream(options.restConnection(), dispatcher, connection.token, path);
        } catch (error) {
          release();
          throw error;
        }
        return {
          async next() {
            try {
              const result = await stream.next();
              if (result.done) release();
              return result;
            } catch (error) {
              release();
              throw error;
            }
          },
          async return() {
            release();
            return stream.return!();
          },
          async throw(error: unknown) {
            release();
            return stream.throw!(error);
          },
          [Symbol.asyncIterator]() {
            return this as AsyncIterableIterator<LiveMessage>;
          },
        };
      },
      sessionEnded: (message) => closeSession(connection.socket, message),
    };
  }

  const server = useServer<Record<string, unknown>, { connection?: Connection }>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const socket = ctx.extra.socket;
        const params = ctx.connectionParams ?? {};
        const raw =
          (typeof params.AuthorizationJWT === 'string' && params.AuthorizationJWT) ||
          (typeof params.authorizationjwt === 'string' && params.authorizationjwt) ||
          (typeof params.Authorization === 'string' && params.Authorization.replace(/^Bearer\s+/i, '')) ||
          '';
        if (!raw) {
          closeSession(socket, MESSAGES.signInRequired);
          return false;
        }
        let identity: VerifiedIdentity;
        try {
          identity = await options.verifyToken(raw);
        } catch (error) {
          if (!(error instanceof TokenRejected)) throw error;
          closeSession(socket, error.message);
          return false;
        }
        if ((connectionsOf.get(identity.sub) ?? 0) >= limits.connectionsPerUser) {
          socket.close(CLOSE_CODES.tooManyConnections, `At most ${limits.connectionsPerUser} connections per user.`);
          return false;
        }
        count(connectionsOf, identity.sub, 1);
        const connection: Connection = { socket, request: ctx.extra.request, token: raw, identity };
        connections.set(socket, connection);
        ctx.extra.connection = connection;
        return true;
      },
      onClose: (ctx) => {
        const connection = ctx.extra.connection;
        if (!connection) return;
        connections.delete(connection.socket);
        count(connectionsOf, connection.identity.sub, -1);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const connection = ctx.extra.connection!;
        const hash = (payload.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
        const persisted = typeof hash === 'string' ? options.documents.get(hash) : undefined;
        const text = persisted ?? payload.query;
        if (typeof text !== 'string' || text === '')
          return refuse('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
        if (
          !persisted &&
          options.trustedDocuments === 'require-for-browsers' &&
          fromBrowser(connection.request) &&
          !options.documents.has(sha256(text)) &&
          !connection.identity.clientId &&
          !(await isAdministrator(connection))
        )
          return refuse(TRUSTED_DOCUMENT_REQUIRED, PROGRAM_MESSAGES.trustedDocumentRequired);
        let document;
        try {
          document = parse(text, { maxTokens: options.limits.maxTokens });
        } catch (error) {
          return refuse('GRAPHQL_PARSE_FAILED', error instanceof Error ? error.message : String(error));
        }
        const errors = validate(options.schema, document, [
          ...specifiedRules,
          maxDepthRule({ n: options.limits.maxDepth, propagateOnRejection: false }),
          costLimitRule({ maxCost: options.limits.maxCost, propagateOnRejection: false }),
        ]);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse('BAD_USER_INPUT', 'Unable to identify the operation.');
        if (operation.operation !== 'subscription')
          return refuse('BAD_USER_INPUT', 'Only subscriptions are served over WebSocket: send queries and mutations over HTTP.');
        const contextValue: GatewayContext = {
          token: connection.token,
          viewerId: connection.identity.sub,
          clientId: connection.identity.clientId ?? null,
          rest: new RestClient(options.restConnection(), connection.token),
          maxUploadBytes: options.maxUploadBytes,
          authError: null,
          log: app.log,
          live: session(connection),
        };
        return {
          schema: options.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
    },
    wss,
  );

  return async () => {
    clearInterval(sessionCheck);
    app.server.off('upgrade', onUpgrade);
    await server.dispose();
    await dispatcher?.close().catch(() => undefined);
  };
}
