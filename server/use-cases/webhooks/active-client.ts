import { MESSAGES } from '../../../domain/messages.ts';
import { findApiClient } from '../../store/api-clients.ts';
import type { Db } from '../../store/database.ts';
import { notFound } from '../app-error.ts';

export async function activeClient(db: Db, clientId: string) {
  const client = await findApiClient(db, clientId);
  if (!client) throw notFound(MESSAGES.apiClientNotFound(clientId));
  return client;
}
