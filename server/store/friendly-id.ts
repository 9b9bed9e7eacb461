import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no I/1, O/0), for codes read aloud or copied. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A document retrieval code such as "MR-7KQ2-XH9D": eight characters from a cryptographic source
 * (32^8, about 10^12 codes), so a code cannot be guessed from another one.
 */
export function newFriendlyId(): string {
  const pick = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `MR-${pick()}-${pick()}`;
}
