import { sql } from 'kysely';
import type { Db } from './database.ts';
import { compiledOnce } from './compiled-once.ts';
import { loadedViewerFrom, viewerQuery, type LoadedViewer } from './viewer.ts';

export async function listPhases(db: Db) {
  return db.selectFrom('phases').select(['id', 'label', 'next_phase_id']).orderBy('id').execute();
}

type PhaseRow = Awaited<ReturnType<typeof listPhases>>[number];

function phasesWithViewerQuery(db: Db, userId: string) {
  return db
    .selectFrom(viewerQuery(db, userId).as('v'))
    .select(sql<Parameters<typeof loadedViewerFrom>[0]>`to_json(v)`.as('viewer'))
    .select(sql<PhaseRow[] | null>`(select json_agg(json_build_object('id', ph.id, 'label', ph.label, 'next_phase_id', ph.next_phase_id) order by ph.id) from phases ph)`.as('phases'));
}

/**
 * The phases and the viewer in one statement and one row (the list aggregated beside the viewer's
 * row, so the viewer is encoded and parsed once), so a signed-in request for them costs one round
 * trip. Undefined when the user does not exist.
 */
export async function listPhasesWithViewer(db: Db, userId: string): Promise<{ loaded: LoadedViewer; phases: PhaseRow[] } | undefined> {
  const { rows } = await db.executeQuery(compiledOnce(db, 'phases-with-viewer', (slot) => phasesWithViewerQuery(db, slot('user')), { user: userId }));
  const row = rows[0] as { viewer: Parameters<typeof loadedViewerFrom>[0]; phases: PhaseRow[] | null } | undefined;
  if (!row) return undefined;
  return { loaded: loadedViewerFrom(row.viewer), phases: row.phases ?? [] };
}
