import { PHASES } from '../../domain/phases.ts';
import type { Db } from './database.ts';

/** Reference data every deployment needs. */
export async function seedPhases(db: Db): Promise<void> {
  await db
    .insertInto('phases')
    .values(PHASES.map((phase) => ({ id: phase.id, label: phase.label, next_phase_id: phase.nextPhase })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
