/**
 * Discriminated objects of the PDTF schema (a `oneOf` whose branches each fix a field's value,
 * such as `heatingType` or `yesNo`). Without its discriminator such an object matches every branch
 * at once, which `oneOf` refuses, so the discriminator decides where it stands:
 * - given: fields only another branch declares contradict it (leasehold answers under an
 *   ownership answered "Freehold") and are left out;
 * - not given: a form may answer a follow-up without asking the discriminator (preliminary
 *   information asks about a boiler certificate, not the heating type). Where exactly one branch
 *   can hold the follow-ups given and it fixes one value, that value is the discriminator;
 *   otherwise the object is left out until the discriminator is answered.
 */
import type { RichNode } from './derive-rules.ts';
import type { Json, JsonObject } from './json.ts';
import type { Omission } from './omission.ts';

/** The branch an object stands in: its index, `unbranched` for a plain object, `unplaced` when it cannot stand. */
export type Placement = number | 'unbranched' | 'unplaced';

/** The field every branch fixes with an enum: the discriminator. */
export function discriminatorOf(node: RichNode): string | undefined {
  const branches = node.oneOf ?? [];
  if (branches.length === 0) return undefined;
  return Object.keys(branches[0].properties ?? {}).find((key) =>
    branches.every((branch) => Array.isArray(branch.properties?.[key]?.enum)),
  );
}

const declares = (branch: RichNode, key: string) => key in (branch.properties ?? {});

/** The value the fields given call for, when exactly one branch can hold them and it fixes one value. */
function inferred(node: RichNode, value: JsonObject, discriminator: string): Json | undefined {
  const own = node.properties ?? {};
  const extras = Object.keys(value).filter((key) => !(key in own));
  if (extras.length === 0) return undefined;
  const fitting = (node.oneOf ?? []).filter((branch) => extras.every((key) => declares(branch, key)));
  const fixed = fitting.length === 1 ? fitting[0].properties?.[discriminator]?.enum : undefined;
  return fixed?.length === 1 ? (fixed[0] as Json) : undefined;
}

/**
 * Places `value` (at `path`) in a branch of `node`, writing an inferred discriminator and removing
 * fields of other branches; records what it leaves out in `out`.
 */
export function placeBranch(node: RichNode, value: JsonObject, path: string, out: Omission[]): Placement {
  const discriminator = discriminatorOf(node);
  if (!discriminator) return 'unbranched';
  const branches = node.oneOf ?? [];
  // A single branch matches with or without its discriminator.
  if (branches.length === 1 && value[discriminator] === undefined) return 0;
  if (value[discriminator] === undefined) {
    const guess = inferred(node, value, discriminator);
    if (guess === undefined) {
      out.push({ reason: 'no-branch', path, discriminator });
      return 'unplaced';
    }
    value[discriminator] = guess;
  }
  const chosen = value[discriminator];
  const index = branches.findIndex((branch) => branch.properties?.[discriminator]?.enum?.includes(chosen));
  if (index < 0) {
    out.push({ reason: 'no-branch', path, discriminator });
    return 'unplaced';
  }
  const own = node.properties ?? {};
  for (const key of Object.keys(value)) {
    if (key in own || declares(branches[index], key)) continue;
    const holders = branches.filter((branch) => declares(branch, key));
    if (holders.length === 0) continue;
    out.push({
      reason: 'other-branch',
      path: `${path}/${key}`,
      discriminator,
      value: chosen,
      holds: holders.flatMap((branch) => (branch.properties?.[discriminator]?.enum ?? []) as Json[]),
    });
    delete value[key];
  }
  return index;
}

/**
 * The fields an object placed in a branch may hold: its own and the branch's (the first branch
 * declaring each, when it has none). A branch that only narrows an own field's enum leaves the own
 * declaration in force.
 */
export function fieldsOf(node: RichNode | undefined, placement: Placement): Readonly<Record<string, RichNode>> {
  if (!node) return {};
  const own = node.properties ?? {};
  const fields: Record<string, RichNode> = { ...own };
  const fromBranch = new Set<string>();
  const branches = typeof placement === 'number' ? [node.oneOf?.[placement]] : (node.oneOf ?? []);
  for (const branch of branches)
    for (const [key, field] of Object.entries(branch?.properties ?? {})) {
      if (fromBranch.has(key) || (key in own && field.type === undefined && !field.properties)) continue;
      fields[key] = field;
      fromBranch.add(key);
    }
  return fields;
}

/** The fields an object placed in a branch must hold. */
export function requiredOf(node: RichNode, placement: Placement): readonly string[] {
  const branch = typeof placement === 'number' ? node.oneOf?.[placement] : undefined;
  return [...(node.required ?? []), ...(branch?.required ?? [])];
}
