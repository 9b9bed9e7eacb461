import { MAX_BATCH_IDS } from '../../../contracts/batch.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { badRequest } from '../../http/errors.ts';

const NUMERIC = /^[0-9]{1,10}$/;
/** As UserId in contracts/common.ts: the identity provider's subject, which never holds a comma. */
const USER_ID = /^[A-Za-z0-9._:@|-]{1,255}$/;

function split(text: string): string[] {
  const parts = text.split(',');
  if (text.trim() === '') throw badRequest(MESSAGES.batchIdsRequired);
  // The limit is on what the call names, so a caller learns it before sending duplicates to get round it.
  if (parts.length > MAX_BATCH_IDS) throw badRequest(MESSAGES.batchTooManyIds(parts.length, MAX_BATCH_IDS));
  return parts;
}

/** Property and organisation ids of a batch read: positive 32-bit integers, distinct, in the order asked. */
export function numericIds(text: string): number[] {
  const ids = split(text).map((part) => (NUMERIC.test(part) ? Number(part) : NaN));
  if (ids.some((id) => !(id >= 1 && id <= 2_147_483_647)))
    throw badRequest(MESSAGES.batchIdsInvalid('a whole number from 1 to 2147483647'));
  return [...new Set(ids)];
}

/** User ids of a batch read, distinct, in the order asked. */
export function userIds(text: string): string[] {
  const ids = split(text);
  if (ids.some((id) => !USER_ID.test(id)))
    throw badRequest(MESSAGES.batchIdsInvalid('a user id (letters, digits and . _ : @ | -)'));
  return [...new Set(ids)];
}
