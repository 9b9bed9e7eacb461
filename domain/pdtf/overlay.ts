/**
 * A PDTF overlay laid over the base transaction schema, as the PDTF's own tooling combines them:
 * objects merged key by key, `required` lists united, oneOf/anyOf/allOf branches merged by
 * position, any other keyword of the overlay (a narrower `enum`) replacing the base's. Question
 * references (`ta6Ref`…) are annotations and are left out. Pure: the caller reads the JSON.
 */
type Node = { [key: string]: unknown };

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function mergeOverlay(base: unknown, overlay: unknown): unknown {
  if (!isObject(base) || !isObject(overlay)) return overlay === undefined ? base : overlay;
  const merged: Node = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    if (key === '$id' || key === '$schema') continue;
    if (key === 'required' && Array.isArray(value)) {
      merged.required = [...new Set([...((base.required as string[] | undefined) ?? []), ...(value as string[])])];
    } else if (
      (key === 'oneOf' || key === 'anyOf' || key === 'allOf') &&
      Array.isArray(value) &&
      Array.isArray(base[key])
    ) {
      const branches = base[key] as unknown[];
      merged[key] = branches.map((branch, index) => mergeOverlay(branch, (value as unknown[])[index]));
    } else if (isObject(value) && isObject(base[key])) {
      merged[key] = mergeOverlay(base[key], value);
    } else if (key.endsWith('Ref')) {
      continue;
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

/** The overlay of the standard form each questionnaire follows; preliminary information follows none. */
export const FORM_OVERLAY = { leasehold: 'ta7', info: 'ta6', fittings: 'ta10', about: 'nts2' } as const;
export const ALL_OVERLAYS = ['ta6', 'ta7', 'ta10', 'nts2'] as const;
