import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { insertOrganisation } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { brandFor } from './organisations.ts';

/** Adds a solicitors' firm under a brand the viewer sees (a brand admin's default to their own); its id. */
export async function addFirm(
  db: Db,
  { viewer, ...input }: { viewer: Viewer; name: string; brandId?: number | null },
): Promise<number> {
  const name = input.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, { viewer, requested: input.brandId, missing: MESSAGES.firmBrandRequired });
  return (await insertOrganisation(db, { name, type: ORGANISATION_TYPE.solicitorsFirm, parentId: brand.id })).id;
}
