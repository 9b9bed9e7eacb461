import type { PublicRecordQuery } from './public-record-lookup.ts';
import { addressKey } from './public-record-lookup.ts';

/**
 * The shipped sample data set behind every sample source: each address gets its own values,
 * worked out from the address itself, so every demo address and every address a tester types has
 * a record that stays the same from one run to the next. The values are plausible for the kind of
 * address (flats, cottages, crescents) but are not real records; every answer says `sample: true`.
 */
export function sampleSeed(query: PublicRecordQuery, salt: string): number {
  // FNV-1a over the normalised address: stable across runs and machines.
  let hash = 0x811c9dc5;
  for (const char of `${salt}:${addressKey(query)}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `choices`, picked by the address. */
export function pick<T>(query: PublicRecordQuery, salt: string, choices: readonly T[]): T {
  return choices[sampleSeed(query, salt) % choices.length]!;
}

/** A whole number from `min` to `max`, picked by the address. */
export function between(query: PublicRecordQuery, salt: string, min: number, max: number): number {
  return min + (sampleSeed(query, salt) % (max - min + 1));
}

/**
 * Postcode areas outside England and Wales (Scotland, Northern Ireland, the islands), where the
 * English and Welsh registers hold nothing: the sample answers "nothing found" there.
 */
const OUTSIDE_ENGLAND_AND_WALES = /^(AB|DD|DG|EH|FK|G|HS|IV|KA|KW|KY|ML|PA|PH|TD|ZE|BT|GY|JE|IM)\d/i;

export function outsideEnglandAndWales(postcode: string): boolean {
  return OUTSIDE_ENGLAND_AND_WALES.test(postcode.replace(/\s+/g, ''));
}
