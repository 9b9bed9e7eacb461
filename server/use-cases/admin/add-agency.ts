import type { AddAgencyBody } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { insertOrganisation, phaseExists } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { brandFor } from './organisations.ts';

export async function addAgency(db: Db, viewer: Viewer, body: AddAgencyBody): Promise<number> {
  const name = body.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, viewer, body.brand, MESSAGES.brandRequired);
  // The administrator's form asks for the phase; a brand admin's agencies start where the brand's do.
  let phase = body.default_phase ?? null;
  if (phase === null && viewer.role === ROLE.administrator) throw badRequest(MESSAGES.defaultPhaseRequired);
  phase ??= brand.defaultPhaseId;
  if (!(await phaseExists(db, phase))) throw badRequest(MESSAGES.phaseNotFound(phase));
  return (
    await insertOrganisation(db, { name, type: ORGANISATION_TYPE.agency, parentId: brand.id, defaultPhaseId: phase })
  ).id;
}
