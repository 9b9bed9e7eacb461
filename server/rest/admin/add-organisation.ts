import type { AddAgencyBody, AddFirmBody } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import { findOrganisationRow, insertOrganisation, phaseExists } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, notFound } from '../errors.ts';

/**
 * The brand a new agency or firm goes under. A brand admin's always go under their own brand; an
 * administrator must choose one, and it must be a brand.
 */
async function brandFor(db: Db, viewer: Viewer, requested: number | null | undefined, missing: string): Promise<{ id: number; defaultPhaseId: number }> {
  const id = viewer.role === ROLE.administrator ? requested : (requested ?? viewer.organisationId);
  if (id === null || id === undefined) throw badRequest(missing);
  const brand = await findOrganisationRow(db, id);
  if (!brand || !seesOrganisation(viewer, brand.id)) throw notFound(MESSAGES.organisationNotFound(id));
  if (brand.type !== ORGANISATION_TYPE.brand) throw badRequest(MESSAGES.notABrand(id));
  return { id: brand.id, defaultPhaseId: brand.default_phase_id };
}

export async function addAgency(db: Db, viewer: Viewer, body: AddAgencyBody): Promise<number> {
  const name = body.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, viewer, body.brand, MESSAGES.brandRequired);
  // The administrator's form asks for the phase; a brand admin's agencies start where the brand's do.
  let phase = body.default_phase ?? null;
  if (phase === null && viewer.role === ROLE.administrator) throw badRequest(MESSAGES.defaultPhaseRequired);
  phase ??= brand.defaultPhaseId;
  if (!(await phaseExists(db, phase))) throw badRequest(MESSAGES.phaseNotFound(phase));
  return (await insertOrganisation(db, { name, type: ORGANISATION_TYPE.agency, parentId: brand.id, defaultPhaseId: phase })).id;
}

export async function addFirm(db: Db, viewer: Viewer, body: AddFirmBody): Promise<number> {
  const name = body.name.trim();
  if (!name) throw badRequest(MESSAGES.nameRequired);
  const brand = await brandFor(db, viewer, body.brand, MESSAGES.firmBrandRequired);
  return (await insertOrganisation(db, { name, type: ORGANISATION_TYPE.solicitorsFirm, parentId: brand.id })).id;
}
