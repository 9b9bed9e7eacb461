import { sql } from 'kysely';
import type { Db } from './database.ts';
import { compiledOnce } from './compiled-once.ts';
import { loadedViewerFrom, viewerQuery, type LoadedViewer } from './viewer.ts';

export async function listPhases(db: Db) {
  return db.selectFrom('phases').select(['id', 'label', 'next_phase_id']).orderBy('id').execute();
}

function phasesWithViewerQuery(db: Db, userId: string) {
  return db
    .selectFrom(viewerQuery(db, userId).as('v'))
    .leftJoin(db.selectFrom('phases').select(['id', 'label', 'next_phase_id']).as('ph'), (join) => join.onTrue())
    .select(sql<Parameters<typeof loadedViewerFrom>[0]>`to_json(v)`.as('viewer'))
    .select(['ph.id', 'ph.label', 'ph.next_phase_id'])
    .orderBy('ph.id');
}

type PhasesWithViewerRow = Awaited<ReturnType<ReturnType<typeof phasesWithViewerQuery>['execute']>>[number];

/**
 * The phases and the viewer in one statement (the viewer's row joined to the list), so a signed-in
 * request for them costs one round trip. Undefined when the user does not exist.
 */
export async function listPhasesWithViewer(db: Db, userId: string): Promise<{ loaded: LoadedViewer; phases: Awaited<ReturnType<typeof listPhases>> } | undefined> {
  const { rows } = await db.executeQuery(compiledOnce(db, 'phases-with-viewer', (slot) => phasesWithViewerQuery(db, slot('user')), { user: userId }));
  if (rows.length === 0) return undefined;
  const phases = (rows as PhasesWithViewerRow[]).flatMap((row) => (row.id === null || row.label === null ? [] : [{ id: row.id, label: row.label, next_phase_id: row.next_phase_id }]));
  return { loaded: loadedViewerFrom((rows[0] as PhasesWithViewerRow).viewer), phases };
}
