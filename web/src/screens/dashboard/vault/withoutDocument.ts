import type { Reference } from '@apollo/client';

/**
 * The vault's documents without one: the cache update of an (optimistic) removal. Apollo undoes
 * it by itself when the optimistic removal fails.
 */
export function withoutDocument(
  documents: readonly Reference[],
  documentId: string,
  readId: (document: Reference) => string | undefined,
): readonly Reference[] {
  return documents.filter((document) => readId(document) !== documentId);
}
