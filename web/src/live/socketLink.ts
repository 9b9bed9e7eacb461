/**
 * The live socket: subscriptions over one WebSocket to the gateway (graphql-ws, the
 * graphql-transport-ws protocol). Loaded as a chunk of its own the first time a screen subscribes
 * (web/src/apollo/liveLink.ts), so no first screen carries it. The socket opens with the first
 * subscription and closes a moment after the last one ends; a drop is retried with a growing,
 * spread wait, and each subscription is sent again with the cursor of the last event it received.
 */
import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';
import { reconnectDelay } from './reconnect.ts';
import { nextSocketStatus, setSocketStatus, socketStatus } from './socketStatus.ts';

export type SocketOptions = {
  /** The gateway: its HTTP address (`/graphql`, or absolute), or its WebSocket one. */
  uri: string;
  /** The sign-in token, sent in connection_init as AuthorizationJWT, read on every (re)connect. */
  getIdToken(): string | null;
  /** How often the client pings the gateway while the socket is open. */
  keepAliveMs?: number;
  /** How long a ping waits for its pong before the socket is taken for dead and replaced. */
  pongTimeoutMs?: number;
};

export const KEEP_ALIVE_MS = 20_000;
export const PONG_TIMEOUT_MS = 10_000;

/** Close codes after which the socket is not a connection problem: the server ended the viewer's access. */
const ACCESS_ENDED = new Set([4401, 4403]);

/** The gateway's WebSocket address for its HTTP one (`/graphql` on this host, or an absolute URL). */
export function socketUrl(uri: string, base: string = window.location.href): string {
  const url = new URL(uri, base);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.href;
}

/** The socket's link, and `dispose`, which closes the socket for good: no reconnect, every stream ended. */
export type SocketLink = ApolloLink & { dispose(): void };

export function createSocketLink({
  uri,
  getIdToken,
  keepAliveMs = KEEP_ALIVE_MS,
  pongTimeoutMs = PONG_TIMEOUT_MS,
}: SocketOptions): SocketLink {
  // A host that vanishes without closing its sockets (power lost, network cut) leaves the browser's
  // socket open with nothing behind it, for as long as TCP takes to give up: a ping unanswered in
  // time terminates it, which graphql-ws retries like any drop, and the streams resume from their
  // cursors on whichever instance answers.
  let pongDeadline: ReturnType<typeof setTimeout> | undefined;
  const clearPongDeadline = () => clearTimeout(pongDeadline);
  const client: Client = createClient({
    url: socketUrl(uri),
    lazy: true,
    lazyCloseTimeout: 2000,
    connectionParams: () => {
      const token = getIdToken();
      return token ? { AuthorizationJWT: token } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries, Math.random()))),
    keepAlive: keepAliveMs,
    on: {
      connecting: () => setSocketStatus(nextSocketStatus(socketStatus(), { type: 'connecting' })),
      connected: () => setSocketStatus(nextSocketStatus(socketStatus(), { type: 'connected' })),
      ping: (received) => {
        if (received) return;
        clearPongDeadline();
        pongDeadline = setTimeout(() => client.terminate(), pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearPongDeadline();
      },
      closed: (event) => {
        clearPongDeadline();
        const code = typeof event === 'object' && event && 'code' in event ? Number(event.code) : 1006;
        setSocketStatus(ACCESS_ENDED.has(code) ? 'idle' : nextSocketStatus(socketStatus(), { type: 'closed', code }));
      },
    },
  });
  return new ResumingSocketLink(client);
}

/** Whether the operation declares an `after` variable: a stream that resumes from a cursor. */
function resumes(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) =>
      definition.kind === 'OperationDefinition' &&
      (definition.variableDefinitions ?? []).some((variable) => variable.variable.name.value === 'after'),
  );
}

/** The cursor of an event: the root field's `cursor`, when it has one. */
export function cursorOf(result: { data?: unknown }): string | undefined {
  const data = result.data;
  if (!data || typeof data !== 'object') return undefined;
  for (const value of Object.values(data)) {
    if (value && typeof value === 'object' && 'cursor' in value && typeof value.cursor === 'string')
      return value.cursor;
  }
  return undefined;
}

function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (Array.isArray(error)) return new CombinedGraphQLErrors({ errors: error });
  if (error && typeof error === 'object' && 'code' in error)
    return new Error(`Socket closed with event ${String(error.code)}`);
  return new Error('Socket closed');
}

/**
 * Apollo's GraphQLWsLink, except that a subscription sent again after a reconnect carries the
 * cursor of the last event it received as `after`: graphql-ws serialises the payload afresh on
 * every attempt, so the payload's variables are read when it is sent, not when it was made.
 */
class ResumingSocketLink extends ApolloLink {
  private readonly client: Client;

  constructor(client: Client) {
    super();
    this.client = client;
  }

  dispose(): void {
    void this.client.dispose();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      const withCursor = resumes(operation);
      let after = (operation.variables.after as string | null | undefined) ?? null;
      const payload = {
        query: print(operation.query),
        operationName: operation.operationName,
        extensions: operation.extensions,
        get variables() {
          return withCursor ? { ...operation.variables, after } : operation.variables;
        },
      };
      let retries = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let dispose = () => {};
      const start = () => {
        dispose = this.client.subscribe(payload, {
          next: (result) => {
            retries = 0;
            after = cursorOf(result) ?? after;
            observer.next(result as ApolloLink.Result);
          },
          complete: () => observer.complete(),
          error: (error) => {
            // The gateway lost the stream behind it: the socket is fine, so the stream is asked
            // for again from the last cursor, after the same growing wait as a reconnect.
            if (withCursor && upstreamInterrupted(error)) {
              timer = setTimeout(start, reconnectDelay(retries, Math.random()));
              retries += 1;
              return;
            }
            observer.error(asError(error));
          },
        });
      };
      start();
      return () => {
        clearTimeout(timer);
        dispose();
      };
    });
  }
}

/** The gateway's error for a stream interrupted behind it (resubscribe with the cursor). */
function upstreamInterrupted(error: unknown): boolean {
  return (
    Array.isArray(error) &&
    error.some(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'extensions' in entry &&
        (entry as { extensions?: { code?: unknown } }).extensions?.code === 'UPSTREAM_UNAVAILABLE',
    )
  );
}
