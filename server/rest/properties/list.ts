import type { FastifyRequest } from 'fastify';
import type { VerifiedIdentity } from '../../auth/verify-token.ts';
import type { Db } from '../../store/database.ts';
import type { ListedProperty } from '../../store/properties.ts';
import {
  listVisibleProperties,
  listVisiblePropertiesWithViewer,
  type PropertyListQuery,
} from '../../store/property-list.ts';
import { ensureUser, noteActivity } from '../../store/users.ts';
import { sameTenancy, viewerHints, type Viewer } from '../../store/viewer.ts';
import { acceptViewer } from '../auth/authenticate.ts';
import { speedLayerOn } from '../../speed-layers.ts';

/** Off (SPEED_LAYERS_OFF=viewer-hints): every request reads the viewer, then the page, in two round trips. */
const USE_HINTS = speedLayerOn('viewer-hints');

/**
 * The properties list in one round trip. The page's tenancy filter is built for the viewer this
 * user had on their previous request, and the same statement reads the user afresh; the page is
 * used only when the two agree. When they do not (a first request, or an administrator changed the
 * role or organisation, or the user was deleted), the viewer is read and the page queried again,
 * so a change applies on the very next request on every instance, at the cost of one more round
 * trip for that request only.
 */
export async function listForRequest(
  db: Db,
  request: FastifyRequest,
  query: PropertyListQuery,
): Promise<{ viewer: Viewer; properties: ListedProperty[]; total: number }> {
  const identity: VerifiedIdentity = request.identity!;
  for (let attempt = 0; USE_HINTS && attempt < 2; attempt += 1) {
    const assumed = viewerHints.get(db, identity.sub) ?? acceptViewer(request, await ensureUser(db, identity));
    const result = await listVisiblePropertiesWithViewer(db, identity.sub, assumed, query);
    if (result?.loaded.viewer && sameTenancy(result.loaded.viewer, assumed)) {
      const viewer = acceptViewer(request, result.loaded);
      viewerHints.set(db, viewer);
      noteActivity(db, result.loaded.record);
      return { viewer, properties: result.properties, total: result.total };
    }
    viewerHints.forget(db, identity.sub);
  }
  // Changed again between two reads: take the viewer and the page in two steps, as other routes do.
  const viewer = acceptViewer(request, await ensureUser(db, identity));
  return { viewer, ...(await listVisibleProperties(db, viewer, query)) };
}
