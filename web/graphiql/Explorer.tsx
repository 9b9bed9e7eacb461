import 'graphiql/style.css';
// After GraphiQL's stylesheet, so its darker colours and the phone layout win.
import './accessible-colours.css';
import './narrow-screens.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
import { improveGraphiqlAccessibility } from './accessibility.ts';

export type ExplorerOptions = {
  /** The signed-in user's ID token, read for every request (a renewed token is picked up). */
  getToken(): string | null;
  defaultQuery: string;
  /** Shown in the headers editor; the web app's explorer sends the token itself and hides the editor. */
  defaultHeaders?: string;
};

/**
 * GraphiQL against this origin's /graphql, bundled with the product so it works offline and under
 * the product's Content-Security-Policy (Apollo's Sandbox loads its code from a CDN).
 */
export function Explorer({ getToken, defaultQuery, defaultHeaders }: ExplorerOptions) {
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: `${window.location.origin}/graphql`,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          const token = getToken();
          if (token && !headers.has('AuthorizationJWT')) headers.set('AuthorizationJWT', token);
          // Apollo Server's CSRF prevention accepts requests carrying this header.
          headers.set('apollo-require-preflight', 'true');
          return window.fetch(input, { ...init, headers });
        },
      }),
    [getToken],
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? improveGraphiqlAccessibility(root.current) : undefined), []);
  return (
    // display: contents keeps GraphiQL's layout as if this wrapper were not there.
    <div ref={root} style={{ display: 'contents' }}>
      <GraphiQL
        fetcher={fetcher}
        defaultQuery={defaultQuery}
        defaultHeaders={defaultHeaders}
        isHeadersEditorEnabled={defaultHeaders !== undefined}
        shouldPersistHeaders={false}
        // The product is light only, and the light palette is the one darkened to AA (accessible-colours.css).
        forcedTheme="light"
      />
    </div>
  );
}
