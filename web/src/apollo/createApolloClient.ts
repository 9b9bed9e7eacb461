import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { createCache } from './cache.ts';
import { sessionEndMessage } from './sessionErrors.ts';

export type ApolloClientOptions = {
  /** The gateway: `/graphql` in the app, an absolute URL msw intercepts in tests. */
  uri: string;
  /** The ID token to send, read for every request. */
  getIdToken(): string | null;
  /** Called once per failing request whose error means the sign-in is no longer valid. */
  onSessionEnd(message: string): void;
};

export function createApolloClient({ uri, getIdToken, onSessionEnd }: ApolloClientOptions): ApolloClient {
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

  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri })]),
    cache: createCache(),
  });
}
