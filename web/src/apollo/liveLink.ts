import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';
import type { SocketLink } from '../live/socketLink.ts';

/** Whether an operation is a subscription: those go over the live socket, the rest over HTTP. */
export function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
}

/**
 * The live socket's link, loaded with its graphql-ws client as a chunk of its own when the first
 * subscription starts (a screen that shows live changes): the first screens' JavaScript does not
 * carry it, and a screen that subscribes to nothing opens no socket. `closeSocket` closes the socket
 * for good when the app that owns the client goes (no reconnect keeps a stream of it alive); a
 * subscription started after it opens a new one.
 */
export function lazyLiveLink(options: { uri: string; getIdToken(): string | null }): {
  link: ApolloLink;
  closeSocket(): void;
} {
  let loading: Promise<SocketLink> | undefined;
  const load = () => {
    loading ??= import('../live/socketLink.ts').then(
      ({ createSocketLink }) => createSocketLink(options),
      (error: unknown) => {
        // Tried again by the next subscription.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const link = new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((socket) => socket.request(operation, forward))),
  );
  const closeSocket = () => {
    const closing = loading;
    loading = undefined;
    void closing?.then(
      (socket) => socket.dispose(),
      () => undefined,
    );
  };
  return { link, closeSocket };
}
