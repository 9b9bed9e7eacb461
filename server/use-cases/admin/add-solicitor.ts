import type { AddSolicitorBody } from '../../../contracts/admin.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ORGANISATION_TYPE } from '../../../domain/organisation-types.ts';
import { ROLE } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { addPerson, visibleOrganisation } from './people.ts';

export async function addSolicitor(db: Db, viewer: Viewer, body: AddSolicitorBody): Promise<string> {
  const firm = await visibleOrganisation(db, viewer, body.firm);
  if (firm.type !== ORGANISATION_TYPE.solicitorsFirm) throw badRequest(MESSAGES.notAFirm(firm.id));
  return addPerson(db, { name: body.name, email: body.email, role: ROLE.solicitor, organisationId: firm.id });
}
