import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';
import { PROPERTY_PAGE_SIZE } from '../../../domain/pagination.ts';
import { mergePropertyPages } from '../cache/mergePropertyPages.ts';

type StoredConnection = { nodes: readonly Reference[]; pageInfo: unknown };

/** `Query.properties`: one list per search (and deleted flag), pages appended as they arrive. */
export const propertiesFieldPolicy: FieldPolicy<StoredConnection> = {
  keyArgs: ['search', 'deleted'],
  merge(existing, incoming, { args, readField }) {
    const page = typeof args?.page === 'number' ? args.page : 1;
    const pageSize = typeof args?.pageSize === 'number' ? args.pageSize : PROPERTY_PAGE_SIZE;
    return mergePropertyPages<Reference, StoredConnection>(existing, incoming, page, pageSize, (node) => {
      const id = readField<string>('id', node);
      return id ?? undefined;
    });
  },
};

/**
 * Every cached type has an `id`, so objects are normalised and updated in place (a mutation
 * returning `Viewer { id acceptedTerms }` updates the viewer everywhere). Types without an id
 * (pageInfo, capabilities) are stored inside their parent.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { properties: propertiesFieldPolicy } },
      PageInfo: { keyFields: false },
      PropertyCapabilities: { keyFields: false, merge: true },
      ApiClient: { keyFields: ['clientId'] },
    },
  });
}
