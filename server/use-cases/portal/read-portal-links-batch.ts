import type { PropertyPortalResponse } from '../../../contracts/portal.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Db } from '../../store/database.ts';
import { visiblePortalLinks } from '../../store/portal-links.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';
import { answerEach, type BatchResult } from '../batch.ts';
import { onPortal } from './property-portal.ts';
import { portalLinkJson } from './read-portal-link.ts';

/** Each property's portal link as `readPortalLink` answers it, read in one statement whatever the number of ids. */
export async function readPortalLinksBatch(
  db: Db,
  viewer: Viewer,
  ids: readonly number[],
): Promise<BatchResult<number, PropertyPortalResponse>[]> {
  const found = new Map((await visiblePortalLinks(db, viewer, ids)).map((row) => [row.id, row]));
  return answerEach(
    ids,
    found,
    (id) => notFound(MESSAGES.propertyNotFound(id)),
    (row) => portalLinkJson(onPortal(viewer, row), row.link),
  );
}
