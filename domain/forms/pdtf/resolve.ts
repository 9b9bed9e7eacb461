/**
 * Reading the vendored PDTF schemas (see README.md): a path of the transaction schema, and the
 * question references an overlay puts on it. Pure functions over the parsed JSON, so only the
 * callers that need the schemas (tests, the standard export) load them.
 */

export type SchemaNode = {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, SchemaNode>>;
  items?: SchemaNode;
  oneOf?: readonly SchemaNode[];
  enum?: readonly unknown[];
};

/**
 * The schema node at a path such as `/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType`:
 * a numeric segment steps into an array's items; a name is looked up in the node's properties, then
 * in its oneOf branches (where follow-up fields live), preferring a declaration with a type.
 */
export function resolvePdtfPath(root: SchemaNode, path: string): SchemaNode | undefined {
  if (!path.startsWith('/')) return undefined;
  let node: SchemaNode | undefined = root;
  for (const segment of path.slice(1).split('/')) {
    if (!node) return undefined;
    if (/^\d+$/.test(segment)) {
      node = node.items;
      continue;
    }
    const candidates = [
      node.properties?.[segment],
      ...(node.oneOf ?? []).map((branch) => branch.properties?.[segment]),
    ].filter((candidate): candidate is SchemaNode => candidate !== undefined);
    node = candidates.find((candidate) => candidate.type !== undefined) ?? candidates[0];
  }
  return node;
}

export type OverlayNode = {
  properties?: Readonly<Record<string, OverlayNode>>;
  items?: OverlayNode;
  oneOf?: readonly OverlayNode[];
  [key: string]: unknown;
};

/** A question reference of an overlay and the path it sits on; `leaf` when no other reference lies beneath it. */
export type OverlayReference = { ref: string; path: string; leaf: boolean };

/** Every reference an overlay names (`refKey` is `ta6Ref`, `ta7Ref`…), in document order. */
export function overlayReferences(overlay: OverlayNode, refKey: string): OverlayReference[] {
  const found: OverlayReference[] = [];
  const walk = (node: OverlayNode, path: string): number => {
    const before = found.length;
    const own = node[refKey];
    const index = typeof own === 'string' ? found.push({ ref: own, path, leaf: true }) - 1 : -1;
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${path}/${key}`);
    if (node.items) walk(node.items, `${path}/0`);
    for (const branch of node.oneOf ?? [])
      for (const [key, child] of Object.entries(branch.properties ?? {})) walk(child, `${path}/${key}`);
    if (index >= 0) found[index].leaf = found.length === before + 1;
    return found.length - before;
  };
  walk(overlay, '');
  return found;
}
