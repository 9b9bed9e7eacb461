/**
 * Discriminated objects of the PDTF schema (a `oneOf` whose branches each fix a field's value,
 * such as `heatingType` or `yesNo`) are valid only when their discriminator says which branch
 * holds. A form may answer a follow-up without asking the discriminator (preliminary information
 * asks about a boiler certificate, not the heating type). Where exactly one branch can hold the
 * follow-ups given and it fixes one value, that value is the discriminator; otherwise follow-ups
 * no branch can place are left out, so the document stays valid and says only what was answered.
 * Read against the base schema with every overlay laid over it, so every standard's requirements count.
 */
import type { RichNode } from './derive-rules.ts';
import type { SchemaNode } from '../forms/pdtf/resolve.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field every branch fixes with an enum: the discriminator. */
function discriminatorOf(node: RichNode): string | undefined {
  const branches = node.oneOf ?? [];
  if (branches.length === 0) return undefined;
  return Object.keys(branches[0].properties ?? {}).find((key) =>
    branches.every((branch) => Array.isArray(branch.properties?.[key]?.enum)),
  );
}

function settle(node: RichNode | undefined, value: Json | undefined): void {
  if (!node || value === undefined) return;
  if (Array.isArray(value)) {
    // An item missing a field the standard requires of every item (an extra fitting with no name) is left out.
    const required = node.items?.required ?? [];
    for (let index = value.length - 1; index >= 0; index -= 1) {
      const item = value[index];
      if (
        item === null ||
        item === undefined ||
        (isObject(item) && required.some((field) => item[field] === undefined))
      )
        value.splice(index, 1);
      else settle(node.items, item);
    }
    return;
  }
  if (!isObject(value)) return;
  const own = node.properties ?? {};
  let properties: Record<string, RichNode> = { ...own };
  const discriminator = discriminatorOf(node);
  if (discriminator) {
    const branches = node.oneOf ?? [];
    if (value[discriminator] === undefined) {
      const extras = Object.keys(value).filter((key) => !(key in own));
      const fitting = branches.filter((branch) => extras.every((key) => key in (branch.properties ?? {})));
      const fixed = fitting.length === 1 ? fitting[0].properties?.[discriminator]?.enum : undefined;
      if (extras.length > 0 && fixed?.length === 1) value[discriminator] = fixed[0] as Json;
      else for (const key of extras) delete value[key];
    }
    const chosen = branches.find((branch) => branch.properties?.[discriminator]?.enum?.includes(value[discriminator]));
    if (chosen) properties = { ...properties, ...chosen.properties };
  }
  for (const [key, child] of Object.entries(value)) settle(properties[key], child);
}

export function settleBranches(schema: SchemaNode, document: Json): void {
  settle(schema as RichNode, document);
}
