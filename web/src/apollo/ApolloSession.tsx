import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { authPath } from '../guard/decideAccess.ts';
import { createApolloClient } from './createApolloClient.ts';

type ApolloSessionProps = { uri: string; children: ReactNode };

/**
 * Owns the one Apollo Client of the app, wired to the signed-in user's ID token. A response
 * saying the sign-in is no longer valid (spec 01 §8) ends the session locally, empties the cache
 * and sends the user to /auth with the server's message.
 */
export function ApolloSession({ uri, children }: ApolloSessionProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  // Links run outside React: they read the latest auth state and navigate through refs.
  const authRef = useRef(auth);
  authRef.current = auth;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const [{ client, closeLiveSocket }] = useState(() => {
    const created = createApolloClient({
      uri,
      // The app's own gateway (/graphql) knows this build's documents by hash; another one (the
      // web tests' mock) is sent query text.
      persistedDocuments: uri.startsWith('/'),
      getIdToken: () => authRef.current.getIdToken(),
      onSessionEnd: (message) => {
        // Several requests can fail together; only the first one ends the session.
        if (!authRef.current.getIdToken()) return;
        // The access guard also sends the now signed-out user to /auth with this message.
        authRef.current.endLocalSession(message);
        void navigateRef.current(authPath(message), { replace: true });
        void created.client.clearStore();
      },
    });
    return created;
  });
  // The app going (a test's unmount, a page torn down in place) takes its live socket with it: no
  // reconnect keeps a stream open for screens that are gone. A later subscription opens a new one.
  useEffect(() => closeLiveSocket, [closeLiveSocket]);

  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
