import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { addPerson, visibleOrganisation } from './people.ts';

/** Adds a solicitor to a firm the viewer sees; the new person's id. */
export async function addSolicitor(
  db: Db,
  { viewer, name, email, firmId }: { viewer: Viewer; name: string; email: string; firmId: number },
): Promise<string> {
  const firm = await visibleOrganisation(db, { viewer, organisationId: firmId });
  if (firm.type !== ORGANISATION_TYPE.solicitorsFirm) throw badRequest(MESSAGES.notAFirm(firm.id));
  return addPerson(db, { name, email, role: ROLE.solicitor, organisationId: firm.id });
}
