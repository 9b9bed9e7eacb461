import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The GraphQL explorer served at GET /graphql outside production. It is bundled with the product,
 * so it works offline and under the product's Content-Security-Policy (Apollo's Sandbox loads from
 * a CDN). A user signed in to the web app in this browser gets their token in the headers.
 */
function signedInHeaders(): string | undefined {
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    if (!key?.startsWith('oidc.user:')) continue;
    try {
      const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { id_token?: string };
      if (user.id_token) return JSON.stringify({ AuthorizationJWT: user.id_token }, null, 2);
    } catch {
      // Not a stored sign-in: ignored.
    }
  }
  return undefined;
}

const fetcher = createGraphiQLFetcher({ url: `${window.location.origin}/graphql` });
const container = document.getElementById('graphiql');
if (!container) throw new Error('the explorer page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultHeaders={signedInHeaders()} defaultQuery={'# Sign in to the web app first, then:\n{\n  viewer {\n    id\n    roleLabel\n    user {\n      displayName\n      email\n    }\n  }\n}\n'} />
  </StrictMode>,
);
