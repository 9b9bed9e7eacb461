import type { VaultPayload } from '../../../contracts/uploads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { UploadConfig } from '../../config.ts';
import type { Db } from '../../store/database.ts';
import { visibleVaults } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { vaultJson } from './vault-json.ts';

/** Each vault of a batch as `readVault` answers it, read in one statement whatever the number of ids or documents. */
export async function readVaultsBatch(
  db: Db,
  config: UploadConfig,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, VaultPayload>[]> {
  const found = new Map((await visibleVaults(db, viewer, ids)).map((vault) => [vault.propertyId, vault]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.propertyNotFound(id)),
    (vault) => vaultJson(config, viewer, vault),
  );
}
