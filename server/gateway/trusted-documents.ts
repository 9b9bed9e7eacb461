import { readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import { PROGRAM_MESSAGES } from '../../domain/messages/programs.ts';
import { ROLE } from '../../domain/roles.ts';
import type { GatewayContext } from './context.ts';

/**
 * Trusted documents (issue 28): the web app's operations, as it sends them, listed at build time
 * in an Apollo persisted-query manifest (`npm run codegen` writes it; server/tools/persisted-documents.ts).
 * The web app sends only a document's SHA-256 (Apollo Client's persisted-query link); the gateway
 * runs the document the manifest holds for it. Apollo Server's own persisted-query protocol serves
 * them, with a store that knows the manifest alone and keeps nothing a client registers, so an
 * unknown hash is always PERSISTED_QUERY_NOT_FOUND.
 */
export type PersistedManifest = {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: { id: string; name: string; type: string; body: string }[];
};

export const MANIFEST_URL = new URL('./generated/persisted-documents.json', import.meta.url);

export function loadManifest(url: URL = MANIFEST_URL): Map<string, string> {
  const manifest = JSON.parse(readFileSync(url, 'utf8')) as PersistedManifest;
  return new Map(manifest.operations.map((operation) => [operation.id, operation.body]));
}

/** Apollo Server's persisted-query store: reads the manifest, ignores registrations. */
export function manifestStore(documents: ReadonlyMap<string, string>): KeyValueCache<string> {
  return {
    get: async (key) => documents.get(key.slice(key.lastIndexOf(':') + 1)),
    set: async () => {},
    delete: async () => false,
  };
}

export type TrustedDocumentMode = 'accept' | 'require-for-browsers';

/** A browser sends Origin with every POST and Sec-Fetch-Site with every request; programs send neither unless they choose to. */
function fromBrowser(headers: { has(name: string): boolean }): boolean {
  return headers.has('origin') || headers.has('sec-fetch-site');
}

export const TRUSTED_DOCUMENT_REQUIRED = 'TRUSTED_DOCUMENT_REQUIRED';

/**
 * `require-for-browsers`: a browser may run only the manifest's documents, by hash or by their
 * exact text; query text of its own is refused, except for an administrator (the GraphQL Explorer
 * of the admin panel) and for an API client's token. Programs outside a browser keep ad-hoc queries.
 */
export function trustedDocuments(
  mode: TrustedDocumentMode,
  documents: ReadonlyMap<string, string>,
): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, queryHash, contextValue }) {
          if (mode === 'accept' || documents.has(queryHash) || !request.http || !fromBrowser(request.http.headers))
            return;
          if (contextValue.clientId) return;
          if (contextValue.viewerId) {
            const viewer = await contextValue.rest.viewer(contextValue.viewerId).catch(() => null);
            if (viewer?.role === ROLE.administrator) return;
          }
          throw new GraphQLError(PROGRAM_MESSAGES.trustedDocumentRequired, {
            extensions: { code: TRUSTED_DOCUMENT_REQUIRED, http: { status: 400 } },
          });
        },
      };
    },
  };
}
