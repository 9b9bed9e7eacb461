import type { InvitePersonBody, InvitePersonResponse } from '../../../contracts/invitations.ts';
import { INVITE_ORGANISATION_TYPE, INVITE_ROLE, invitationTheme, isInviteEmail } from '../../../domain/invitations.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { brandsAround, findUserByEmail, propertyOrganisationOfType } from '../../store/invite-options.ts';
import { lockProperty, propertyThemeKey } from '../../store/invitations.ts';
import { publishPropertyEvent } from '../live/publish-property-event.ts';
import type { Viewer } from '../../store/viewer.ts';
import type { InvitationDeps } from './invitation-deps.ts';
import { badRequest, conflict, notFound } from '../app-error.ts';
import { invitableProperty } from './invitable-property.ts';
import { CAPABILITY, inviteOptionsFor, type StaffKind } from './invite-options.ts';
import { sendInvitation } from './send-invitation.ts';

type Deps = InvitationDeps;

const ONE_ONLY = { solicitor: MESSAGES.oneFirmOnly, agent: MESSAGES.oneAgencyOnly };
const CHOOSE = { solicitor: MESSAGES.chooseFirm, agent: MESSAGES.chooseAgency };
const NEW_PERSON_INVALID = { solicitor: MESSAGES.newSolicitorInvalid, agent: MESSAGES.newAgentInvalid };

/**
 * Invites a solicitor or an agent (spec 02 §4.6): the firm or agency is the property's own when it
 * has one (one of each per property), else one from the offered list or a new one by name, made
 * available to the property; the person is one of its people or a new one with a name and email.
 * The invited person gets the role and organisation when they accept with that verified email.
 */
export async function invitePerson(
  deps: Deps,
  viewer: Viewer,
  inviter: string,
  kind: StaffKind,
  propertyId: number,
  given: InvitePersonBody,
): Promise<InvitePersonResponse> {
  const { db } = deps;
  // The specification names the chosen person `solicitor_id` or `agent_id`; the screens send `person_id`.
  const body = { ...given, person_id: given.person_id ?? (kind === 'solicitor' ? given.solicitor_id : given.agent_id) };
  const property = await invitableProperty(db, viewer, propertyId, CAPABILITY[kind]);
  const options = await inviteOptionsFor(db, viewer, property, kind);
  const type = INVITE_ORGANISATION_TYPE[kind];

  let organisation: { id: number; name: string } | undefined;
  let newOrganisationName: string | undefined;
  if (options.current) {
    if (body.organisation_id !== undefined && body.organisation_id !== options.current.id)
      throw conflict(ONE_ONLY[kind]);
    organisation = options.current;
  } else if (body.organisation_id !== undefined) {
    organisation = options.organisations.find((candidate) => candidate.id === body.organisation_id);
    if (!organisation) throw notFound(MESSAGES.organisationNotFound(body.organisation_id));
  } else if ((body.organisation_name ?? '').trim().length >= 2) {
    newOrganisationName = body.organisation_name!.trim();
  } else {
    throw badRequest(body.person_id ? CHOOSE[kind] : NEW_PERSON_INVALID[kind]);
  }

  let person: { name: string; email: string };
  if (body.person_id) {
    const chosen = options.people.find(
      (candidate) => candidate.id === body.person_id && candidate.organisation_id === organisation?.id,
    );
    if (!chosen) throw badRequest(MESSAGES.personNotInOrganisation);
    person = { name: chosen.name, email: chosen.email };
  } else {
    const name = (body.name ?? '').trim();
    const email = (body.email ?? '').trim();
    if (name.length < 2 || !isInviteEmail(email)) throw badRequest(NEW_PERSON_INVALID[kind]);
    const existing = await findUserByEmail(db, email);
    if (existing && existing.organisation_id !== null && existing.organisation_id !== organisation?.id)
      throw conflict(MESSAGES.emailWorksElsewhere(email));
    person = { name, email };
  }

  const theme = invitationTheme(await propertyThemeKey(db, propertyId), body.theme);
  const chosen = await db.transaction().execute(async (trx) => {
    const locked = await lockProperty(trx, propertyId);
    if (!locked) throw notFound(MESSAGES.propertyNotFound(propertyId));
    // Decided again with the row locked: two invitations at once cannot give a property two firms.
    const now = await propertyOrganisationOfType(trx, propertyId, type);
    if (now && now.id !== organisation?.id) throw conflict(ONE_ONLY[kind]);
    let target = organisation;
    if (!target) {
      const [brand] = await brandsAround(trx, [
        ...property.organisationIds,
        ...(viewer.organisationId === null ? [] : [viewer.organisationId]),
      ]);
      target = await trx
        .insertInto('organisations')
        .values({ name: newOrganisationName!, type, parent_id: brand ?? null, theme_key: null })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    }
    if (target.id !== locked.agency_id) {
      await trx
        .insertInto('property_organisations')
        .values({ property_id: propertyId, organisation_id: target.id })
        .onConflict((oc) => oc.columns(['property_id', 'organisation_id']).doNothing())
        .execute();
    }
    await sendInvitation(
      trx,
      {
        propertyId,
        email: person.email,
        name: person.name,
        role: INVITE_ROLE[kind],
        organisationId: target.id,
        themeKey: theme.key,
        invitedBy: viewer.id,
      },
      { kind, inviter, propertyName: property.name, organisationName: target.name, theme, publicUrl: deps.publicUrl },
    );
    // Last: the live event holds the event sequence until the commit.
    await publishPropertyEvent(trx, propertyId, viewer.id, {
      type: 'people_changed',
      data: { name: person.name, role: INVITE_ROLE[kind], added: true },
    });
    return target;
  });
  deps.mailQueued?.();
  return { organisation: chosen, invited: person };
}
