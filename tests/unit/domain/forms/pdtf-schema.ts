import { readFileSync } from 'node:fs';

/**
 * Reads the vendored PDTF schema and overlays (domain/forms/pdtf) for the content tests: whether a
 * path exists in the base schema, and every question reference an overlay names, with its path.
 */

type SchemaNode = {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  [key: string]: unknown;
};

const DIR = new URL('../../../../domain/forms/pdtf/', import.meta.url);

function readJson(name: string): SchemaNode {
  return JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as SchemaNode;
}

const base = readJson('pdtf-transaction.structure.json');

/** A property may be declared directly or inside a oneOf/anyOf/allOf branch (discriminated follow-ups). */
function childNodes(node: SchemaNode, key: string): SchemaNode[] {
  const found: SchemaNode[] = [];
  const direct = node.properties?.[key];
  if (direct) found.push(direct);
  for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) {
    found.push(...childNodes(branch, key));
  }
  return found;
}

/**
 * True when `path` (e.g. `/propertyPack/ownership/ownershipsToBeTransferred/0/ownershipType`) names
 * a field of the base schema. `implicitArrays` accepts paths written without array indexes, as
 * path-list.csv writes them.
 */
export function pathExists(path: string, implicitArrays = false): boolean {
  let nodes: SchemaNode[] = [base];
  for (const segment of path.split('/').filter(Boolean)) {
    nodes = /^\d+$/.test(segment)
      ? nodes.flatMap((n) => (n.items ? [n.items] : []))
      : nodes.flatMap((n) => [
          ...childNodes(n, segment),
          ...(implicitArrays && n.items ? childNodes(n.items, segment) : []),
        ]);
    if (nodes.length === 0) return false;
  }
  return true;
}

/** Paths of path-list.csv, array indexes left out as the list writes them. */
export function pathListPaths(): Set<string> {
  const csv = readFileSync(new URL('path-list.csv', DIR), 'utf8');
  return new Set(csv.split('\n').flatMap((line) => /^"([^"]+)"/.exec(line)?.[1] ?? []));
}

export type OverlayReference = { ref: string; path: string };

/**
 * Every node of an overlay carrying `refKey` (ta10Ref, nts2Ref), with its path in the base schema.
 * Follow-ups declared in oneOf branches sit at their parent's path, arrays' items at `/0`.
 */
export function overlayReferences(overlayFile: string, refKey: string): OverlayReference[] {
  const found: OverlayReference[] = [];
  const walk = (node: SchemaNode, path: string): void => {
    const ref = node[refKey];
    if (typeof ref === 'string') found.push({ ref, path: path || '/' });
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${path}/${key}`);
    if (node.items) walk(node.items, `${path}/0`);
    for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) {
      for (const [key, child] of Object.entries(branch.properties ?? {})) walk(child, `${path}/${key}`);
    }
  };
  walk(readJson(`overlays/${overlayFile}`), '');
  return found;
}
