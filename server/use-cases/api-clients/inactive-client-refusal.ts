import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { apiClientState } from '../../store/api-clients.ts';

/**
 * Why a verified API client's token is refused: its client was revoked, or never registered; null
 * while the client is active. An API client's token verifies until it expires, so its row is read
 * for every request (server/rest/auth/authenticate.ts) and for every open live stream on its clock.
 */
export async function inactiveClientRefusal(db: Db, clientId: string): Promise<string | null> {
  const state = await apiClientState(db, clientId);
  if (state === 'revoked') return MESSAGES.apiClientRevoked;
  if (state === 'unknown') return MESSAGES.invalidToken;
  return null;
}
