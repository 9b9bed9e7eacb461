import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Explorer } from './Explorer.tsx';

/**
 * The GraphQL explorer page served at GET /graphql outside production. It holds no one's sign-in:
 * the web app keeps its tokens in its own page's memory, never where another page could read them.
 * Public fields answer anyone; for the rest a developer pastes an ID token into the headers, and an
 * administrator uses the explorer inside the web app (/admin/graphql), which runs as them.
 */
const DEFAULT_QUERY = `# Public fields answer anyone. For the others, put an ID token in Headers:
#   { "AuthorizationJWT": "<token>" }
# Administrators: Admin Panel → GraphQL Explorer in the app runs as you.
{
  health {
    status
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('the explorer page has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <Explorer
      // The headers editor holds the token; the fetcher adds none of its own.
      getToken={() => null}
      defaultQuery={DEFAULT_QUERY}
      // Empty, but open: a developer may paste a token there.
      defaultHeaders="{}"
    />
  </StrictMode>,
);
