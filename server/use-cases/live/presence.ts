import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { deletePresence, presenceOf, upsertPresence, type PresenceRow } from '../../store/property-events.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import type { PropertyStreams } from './property-streams.ts';

/** A presence not announced again within this lapses (the client repeats it every 30 s). */
export const PRESENCE_TTL_SECONDS = 45;

/** Notes where the viewer is on a property they may open, and answers who is there now. */
export async function announcePresence(
  db: Db,
  streams: PropertyStreams,
  viewer: Viewer,
  input: { propertyId: number; questionnaireId: number | null; section: string | null },
): Promise<PresenceRow[]> {
  if (!(await streams.visible(viewer, input.propertyId))) throw notFound(MESSAGES.propertyNotFound(input.propertyId));
  await upsertPresence(db, { ...input, userId: viewer.id, ttlSeconds: PRESENCE_TTL_SECONDS });
  return presenceOf(db, input.propertyId);
}

/** Says the viewer closed the property; answers who is still there. */
export async function leavePresence(
  db: Db,
  streams: PropertyStreams,
  viewer: Viewer,
  propertyId: number,
): Promise<PresenceRow[]> {
  if (!(await streams.visible(viewer, propertyId))) throw notFound(MESSAGES.propertyNotFound(propertyId));
  await deletePresence(db, propertyId, viewer.id);
  return presenceOf(db, propertyId);
}
