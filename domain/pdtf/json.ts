/** The JSON values a PDTF document is made of, and paths in them (`/propertyPack/ownership/…`, list items by index). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes `value` at a JSON path, making objects and arrays (numeric segments) on the way. */
export function setAtPath(root: JsonObject, path: string, value: Json): void {
  const segments = path.slice(1).split('/');
  let node: Json = root;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(segments[i + 1]);
    const container = node as Record<string, Json> | Json[];
    const key = Array.isArray(container) ? Number(segment) : segment;
    if (last) {
      (container as Record<string | number, Json>)[key] = value;
      return;
    }
    let child = (container as Record<string | number, Json>)[key];
    if (child === undefined || child === null || typeof child !== 'object') {
      child = nextIsIndex ? [] : {};
      (container as Record<string | number, Json>)[key] = child;
    }
    node = child;
  }
}

/** The value at a JSON path, or undefined. */
export function valueAt(root: Json, path: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of path.split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return node;
}
