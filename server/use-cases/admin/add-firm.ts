import type { AddFirmBody } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { insertOrganisation } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { brandFor } from './organisations.ts';

export async function addFirm(db: Db, viewer: Viewer, body: AddFirmBody): Promise<number> {
  const name = body.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, viewer, body.brand, MESSAGES.firmBrandRequired);
  return (await insertOrganisation(db, { name, type: ORGANISATION_TYPE.solicitorsFirm, parentId: brand.id })).id;
}
