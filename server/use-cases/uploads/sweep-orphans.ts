import type { FileStorage } from '../../services/file-storage/file-storage.ts';
import type { Db } from '../../store/database.ts';
import { knownStorageKeys } from '../../store/uploads.ts';
import { UPLOAD_PREFIX } from './store-files.ts';

/**
 * A file is stored before its row, so a crash between the two leaves a file nobody lists. At
 * start-up such files are removed once they are older than the grace period, which keeps an upload
 * still in progress on another instance safe.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export async function sweepOrphans(
  { db, storage }: { db: Db; storage: FileStorage },
  { now = new Date(), graceMs = ORPHAN_GRACE_MS }: { now?: Date; graceMs?: number } = {},
): Promise<string[]> {
  const candidates: string[] = [];
  for await (const object of storage.list(UPLOAD_PREFIX)) {
    if (now.getTime() - object.modifiedAt.getTime() >= graceMs) candidates.push(object.key);
  }
  const removed: string[] = [];
  for (let start = 0; start < candidates.length; start += 500) {
    const batch = candidates.slice(start, start + 500);
    const known = await knownStorageKeys(db, batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  }
  return removed;
}
