import type { Db } from './database.ts';

export async function listPhases(db: Db) {
  return db.selectFrom('phases').select(['id', 'label', 'next_phase_id']).orderBy('id').execute();
}
