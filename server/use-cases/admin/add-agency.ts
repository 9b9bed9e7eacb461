import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { insertOrganisation, phaseExists } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { brandFor } from './organisations.ts';

export type AddAgencyOptions = {
  viewer: Viewer;
  name: string;
  /** The brand it goes under; a brand admin's default to their own. */
  brandId?: number | null;
  /** The phase its properties start in; a brand admin's default to the brand's. */
  defaultPhaseId?: number | null;
};

/** Adds an agency under a brand the viewer sees; its id. */
export async function addAgency(db: Db, { viewer, ...input }: AddAgencyOptions): Promise<number> {
  const name = input.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, { viewer, requested: input.brandId, missing: MESSAGES.brandRequired });
  // The administrator's form asks for the phase; a brand admin's agencies start where the brand's do.
  let phase = input.defaultPhaseId ?? null;
  if (phase === null && viewer.role === ROLE.administrator) throw badRequest(MESSAGES.defaultPhaseRequired);
  phase ??= brand.defaultPhaseId;
  if (!(await phaseExists(db, phase))) throw badRequest(MESSAGES.phaseNotFound(phase));
  return (
    await insertOrganisation(db, { name, type: ORGANISATION_TYPE.agency, parentId: brand.id, defaultPhaseId: phase })
  ).id;
}
