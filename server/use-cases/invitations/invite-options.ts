import type { InviteOptionsResponse } from '../../../contracts/invitations.ts';
import { INVITE_ORGANISATION_TYPE } from '../../../domain/invitations.ts';
import { ROLE, type RoleCode } from '../../../domain/roles.ts';
import type { Db } from '../../store/database.ts';
import {
  brandsAround,
  offeredOrganisations,
  peopleOf,
  propertyOrganisationOfType,
} from '../../store/invite-options.ts';
import type { PropertyRecord } from '../../store/properties.ts';
import type { Viewer } from '../../store/viewer.ts';
import { invitableProperty } from './invitable-property.ts';

export type StaffKind = 'solicitor' | 'agent';

/** Who counts as "a solicitor of the firm" or "an agent of the agency" in the person select. */
export const PERSON_ROLES: Record<StaffKind, readonly RoleCode[]> = {
  solicitor: [ROLE.solicitor],
  agent: [ROLE.agent, ROLE.simple],
};

export const CAPABILITY = { solicitor: 'inviteSolicitor', agent: 'inviteAgent' } as const;

/**
 * The choices of the invite solicitor / agent screen (spec 02 §4.6): a property has one firm and one
 * agency at most, so when it has one, that is the only organisation and its people are offered.
 */
export async function inviteOptionsFor(
  db: Db,
  viewer: Viewer,
  property: PropertyRecord,
  kind: StaffKind,
): Promise<InviteOptionsResponse> {
  const type = INVITE_ORGANISATION_TYPE[kind];
  const current = (await propertyOrganisationOfType(db, property.id, type)) ?? null;
  const organisations = current
    ? [current]
    : await offeredOrganisations(
        db,
        viewer,
        type,
        await brandsAround(db, [
          ...property.organisationIds,
          ...(viewer.organisationId === null ? [] : [viewer.organisationId]),
        ]),
      );
  const people = await peopleOf(
    db,
    organisations.map((organisation) => organisation.id),
    PERSON_ROLES[kind],
  );
  return { current, organisations, people };
}

export async function inviteOptions(
  db: Db,
  viewer: Viewer,
  propertyId: number,
  kind: StaffKind,
): Promise<InviteOptionsResponse> {
  const property = await invitableProperty(db, viewer, propertyId, CAPABILITY[kind]);
  return inviteOptionsFor(db, viewer, property, kind);
}
