/**
 * Holds a PDTF document to the base schema whatever the forms hold: empty, partial, or
 * contradicting a branch. The document is walked with the schema once; an object is placed in its
 * branch (branches.ts), its fields are fitted, and an object without a field the schema requires
 * alongside those given, a list item without what each item must give (lists.ts), or a list
 * shorter than its minimum is left out, with what was left out and why recorded as omissions. An
 * object or list emptied by this is removed quietly (its parts say why), unless its parent
 * requires it. An overlay states what a complete form holds, so a document in progress is held to
 * the base alone; only list items take the overlays' requirements, as every item must meet them.
 */
import { fieldsOf, placeBranch, requiredOf } from './branches.ts';
import type { RichNode } from './derive-rules.ts';
import { isJsonObject, type Json, type JsonObject } from './json.ts';
import { itemRequirements, missingFields } from './lists.ts';
import type { Omission } from './omission.ts';

/** The base schema, and the base with every overlay laid over it (the same structure). */
export type FitSchemas = { base: RichNode; standard: RichNode };

type Nodes = { base: RichNode | undefined; standard: RichNode | undefined };
type Outcome = 'kept' | 'left-out' | 'emptied';

function fitObject({ base, standard }: Nodes, value: JsonObject, path: string, out: Omission[]): Outcome {
  if (!base) return 'kept';
  const given = Object.keys(value).length;
  const placement = placeBranch(base, value, path, out);
  if (placement === 'unplaced') return 'left-out';
  const fields = fieldsOf(base, placement);
  const standardFields = fieldsOf(standard, placement);
  const required = requiredOf(base, placement);
  for (const key of Object.keys(value)) {
    const outcome = fitValue({ base: fields[key], standard: standardFields[key] }, value[key], `${path}/${key}`, out);
    if (outcome === 'left-out' || (outcome === 'emptied' && !required.includes(key))) delete value[key];
  }
  const missing = missingFields(required, value);
  if (missing.length > 0) {
    out.push({ reason: 'incomplete', path, missing });
    return 'left-out';
  }
  return given > 0 && Object.keys(value).length === 0 ? 'emptied' : 'kept';
}

function fitList({ base, standard }: Nodes, list: Json[], path: string, out: Omission[]): Outcome {
  if (!base) return 'kept';
  const items: Nodes = { base: base.items, standard: standard?.items };
  const required = itemRequirements(base.items, standard?.items);
  const given = list.length;
  const kept: Json[] = [];
  let leftOut = false;
  // forEach passes over holes: a position no answer filled is no item.
  list.forEach((item, index) => {
    if (item === null) return;
    const itemPath = `${path}/${index}`;
    const outcome = fitValue(items, item, itemPath, out);
    if (outcome === 'emptied') return;
    const missing = outcome === 'kept' ? missingFields(required, item) : [];
    if (missing.length > 0) out.push({ reason: 'incomplete', path: itemPath, missing });
    if (outcome === 'left-out' || missing.length > 0) leftOut = true;
    else kept.push(item);
  });
  list.splice(0, list.length, ...kept);
  const minItems = base.minItems ?? 0;
  if (kept.length < minItems) {
    // Items left out already say why the list is short.
    if (!leftOut) out.push({ reason: 'too-few-items', path, minItems });
    return 'left-out';
  }
  return given > 0 && kept.length === 0 ? 'emptied' : 'kept';
}

function fitValue(nodes: Nodes, value: Json, path: string, out: Omission[]): Outcome {
  if (Array.isArray(value)) return fitList(nodes, value, path, out);
  if (isJsonObject(value)) return fitObject(nodes, value, path, out);
  return 'kept';
}

/** Fits `document` in place; returns what was left out. */
export function fitToBaseSchema(schemas: FitSchemas, document: JsonObject): Omission[] {
  const out: Omission[] = [];
  fitObject({ base: schemas.base, standard: schemas.standard }, document, '', out);
  return out;
}
