import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer.tsx';

/**
 * The GraphQL explorer page served at GET /graphql outside production. A user signed in to the web
 * app in this browser gets their token in the headers editor (production has no such page: there
 * administrators open the explorer inside the web app, at /admin/graphql).
 */
function storedIdToken(): string | null {
  for (let index = 0; index < window.localStorage.length; index++) {
    const key = window.localStorage.key(index);
    if (!key?.startsWith('oidc.user:')) continue;
    try {
      const user = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { id_token?: string };
      if (user.id_token) return user.id_token;
    } catch {
      // Not a stored sign-in: ignored.
    }
  }
  return null;
}

const token = storedIdToken();
const container = document.getElementById('graphiql');
if (!container) throw new Error('the explorer page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <Explorer
      // The headers editor holds the token; the fetcher adds none of its own.
      getToken={() => null}
      defaultHeaders={token ? JSON.stringify({ AuthorizationJWT: token }, null, 2) : undefined}
      defaultQuery={'# Sign in to the web app first, then:\n{\n  viewer {\n    id\n    roleLabel\n    user {\n      displayName\n      email\n    }\n  }\n}\n'}
    />
  </StrictMode>,
);
