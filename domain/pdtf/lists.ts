/**
 * Items of the PDTF's lists. An item is held to what every standard requires of each item (the
 * base schema with the overlays: an ownership has its type, a room its name and measurements),
 * and an item the standard names (an extra fitting's `itemName`, a room's `roomName`) is nothing
 * without its name: "Included" says nothing about what is included. Such an item is left out until
 * it is given; a list left with fewer items than the standard's minimum is left out with it.
 */
import type { RichNode } from './derive-rules.ts';
import { isJsonObject, type Json } from './json.ts';

/** Fields that name an item of a list. */
export const NAMING_FIELDS = ['itemName', 'roomName'] as const;

/** The fields an item of the list must give, in the base schema and the standard's overlays. */
export function itemRequirements(base: RichNode | undefined, standard: RichNode | undefined): string[] {
  const declared = { ...base?.properties, ...standard?.properties };
  const naming = NAMING_FIELDS.filter((field) => field in declared);
  return [...new Set([...(base?.required ?? []), ...(standard?.required ?? []), ...naming])];
}

/** The fields of `required` an object does not give. */
export function missingFields(required: readonly string[], value: Json): string[] {
  if (!isJsonObject(value)) return [];
  return required.filter((field) => value[field] === undefined);
}
