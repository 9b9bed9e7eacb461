/** A page of a connection as stored in the cache: nodes plus the page's pageInfo. */
export type ConnectionPage<N> = { nodes: readonly N[] };

/**
 * Merges a fetched page of properties into what the cache holds for the same search: earlier pages
 * are kept, the incoming page replaces anything at or after its own offset, a node already listed
 * is not repeated (a property added meanwhile shifts later pages), and the latest pageInfo wins.
 * Page 1 starts over, so a refetch never leaves stale pages behind.
 */
export function mergePropertyPages<N, C extends ConnectionPage<N>>(
  existing: C | undefined,
  incoming: C,
  page: number,
  pageSize: number,
  keyOf: (node: N) => string | undefined,
): C {
  if (!existing || page <= 1) return incoming;
  const kept = existing.nodes.slice(0, (page - 1) * pageSize);
  const seen = new Set(kept.map(keyOf));
  const added = incoming.nodes.filter((node) => {
    const key = keyOf(node);
    return key === undefined || !seen.has(key);
  });
  return { ...incoming, nodes: [...kept, ...added] };
}
