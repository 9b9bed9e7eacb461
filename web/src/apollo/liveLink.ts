import { ApolloLink } from '@apollo/client';
import { from, mergeMap } from 'rxjs';

/** Whether an operation is a subscription: those go over the live socket, the rest over HTTP. */
export function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.query.definitions.some(
    (definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription',
  );
}

/**
 * The live socket's link, loaded with its graphql-ws client as a chunk of its own when the first
 * subscription starts (a screen that shows live changes): the first screens' JavaScript does not
 * carry it, and a screen that subscribes to nothing opens no socket.
 */
export function lazyLiveLink(options: { uri: string; getIdToken(): string | null }): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
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
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}
