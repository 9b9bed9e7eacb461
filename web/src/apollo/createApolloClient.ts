import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, mergeMap } from 'rxjs';
import { createCache } from './cache.ts';
import { isSubscription, lazyLiveLink } from './liveLink.ts';
import { sessionEndMessage } from './sessionErrors.ts';

export type ApolloClientOptions = {
  /** The gateway: `/graphql` in the app, an absolute URL msw intercepts in tests. */
  uri: string;
  /** The ID token to send, read for every request. */
  getIdToken(): string | null;
  /** Called once per failing request whose error means the sign-in is no longer valid. */
  onSessionEnd(message: string): void;
  /** Send operations by hash (trusted documents): for the gateway this build was made with. */
  persistedDocuments?: boolean;
};

export function createApolloClient({
  uri,
  getIdToken,
  onSessionEnd,
  persistedDocuments = false,
}: ApolloClientOptions): { client: ApolloClient; closeLiveSocket(): void } {
  const authLink = new SetContextLink(({ headers }) => {
    const token = getIdToken();
    return {
      headers: {
        ...headers,
        ...(token ? { AuthorizationJWT: token } : {}),
        // Apollo Server's CSRF prevention accepts requests carrying this header (and uploads need it).
        'apollo-require-preflight': 'true',
      },
    };
  });

  const errorLink = new ErrorLink(({ error }) => {
    const message = sessionEndMessage(error);
    if (message !== null) onSessionEnd(message);
  });

  // Trusted documents: each operation goes as its SHA-256 alone, which the gateway finds among the
  // documents this build was made with (web/codegen/persisted-documents.mjs). WebCrypto exists only
  // in secure contexts (https, localhost); elsewhere the query text is sent as before.
  const subtle = globalThis.crypto?.subtle;
  const persisted = persistedDocuments && subtle ? [persistedQueryLink(subtle)] : [];

  // Subscriptions go over the live socket, which carries the token in its connection_init.
  const live = lazyLiveLink({ uri, getIdToken });
  const http = ApolloLink.from([authLink, ...persisted, new HttpLink({ uri })]);

  const client = new ApolloClient({
    link: ApolloLink.from([errorLink, ApolloLink.split(isSubscription, live.link, http)]),
    cache: createCache(),
  });
  return { client, closeLiveSocket: live.closeSocket };
}

/**
 * Apollo's persisted-query link, loaded as a chunk of its own as the client is made (before the
 * first screen's query leaves), so it does not weigh on the first screens' initial JavaScript. If
 * the chunk cannot be loaded, operations go as query text.
 */
function persistedQueryLink(subtle: SubtleCrypto): ApolloLink {
  const loaded = import('@apollo/client/link/persisted-queries').then(
    ({ PersistedQueryLink }) => new PersistedQueryLink({ sha256: (text: string) => sha256Hex(subtle, text) }),
    () => null,
  );
  return new ApolloLink((operation, forward) =>
    from(loaded).pipe(mergeMap((link) => (link ? link.request(operation, forward) : forward(operation)))),
  );
}

async function sha256Hex(subtle: SubtleCrypto, text: string): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
