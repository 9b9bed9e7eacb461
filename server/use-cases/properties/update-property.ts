import type { PropertyDataBody, PropertyDetailPayload } from '../../../contracts/properties.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import type { Db } from '../../store/database.ts';
import { findVisibleProperty } from '../../store/properties.ts';
import { setUploadCategories, uploadCategories } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden, notFound } from '../app-error.ts';
import { readPropertyDetail } from './read-property-detail.ts';

/**
 * `PUT /property/{id}` (spec 01 §7): takes the property's `data` as the client holds it. Of it,
 * only `data.uploads` changes anything: the documents listed under `leasehold_agreement` or
 * `uncategorised` are filed there (who may is as for adding documents). It answers the property
 * with its checklist, each form's completion and its documents by category, which is also what an
 * empty `data` returns: the "refresh property" of the spec's client.
 */
export async function updatePropertyData(
  db: Db,
  { viewer, propertyId: id, data }: { viewer: Viewer; propertyId: number; data: PropertyDataBody['data'] },
): Promise<PropertyDetailPayload> {
  const property = await findVisibleProperty(db, viewer, id);
  if (!property) throw notFound(MESSAGES.propertyNotFound(id));
  const wanted = new Map<number, string>();
  for (const category of ['uncategorised', 'leasehold_agreement'] as const) {
    for (const uploadId of data.uploads?.[category] ?? []) {
      if (wanted.has(uploadId)) throw badRequest(MESSAGES.uploadCategoryTwice(uploadId));
      wanted.set(uploadId, category);
    }
  }
  if (wanted.size > 0) {
    if (!mayUploadTo(viewer, property)) throw forbidden(MESSAGES.uploadNotAllowed);
    const current = await uploadCategories(db, id);
    const missing = [...wanted.keys()].find((uploadId) => !current.has(uploadId));
    if (missing !== undefined) throw notFound(MESSAGES.uploadNotFound(missing));
    const changed = new Map([...wanted].filter(([uploadId, category]) => current.get(uploadId) !== category));
    await setUploadCategories(db, id, changed);
  }
  return readPropertyDetail(db, { viewer, propertyId: id });
}
