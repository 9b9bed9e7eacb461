import { isEmailAddress } from './email.ts';
import { ROLE, type RoleCode } from './roles.ts';
import { DEFAULT_THEME, THEMES, type Theme } from './themes.ts';

/** Spec 01 §9, spec 02 §9: a property has at most four sellers, invited or signed up. */
export const MAX_SELLERS = 4;

/** How long an emailed invitation link works; a resend starts the time again (docs/decisions/0085-invitations.md). */
export const INVITATION_LIFETIME_DAYS = 14;

/** An invitation goes to an address of the standard shape (domain/email.ts). */
export const isInviteEmail = isEmailAddress;

export type InviteKind = 'seller' | 'solicitor' | 'agent';

/** The role an invitation gives, and for staff the type of organisation they join (2 agency, 3 firm). */
export const INVITE_ROLE: Record<InviteKind, RoleCode> = {
  seller: ROLE.homeMover,
  solicitor: ROLE.solicitor,
  agent: ROLE.agent,
};
export const INVITE_ORGANISATION_TYPE = { solicitor: 3, agent: 2 } as const;

export function mayInviteAnotherSeller(sellers: number): boolean {
  return sellers < MAX_SELLERS;
}

export function invitationExpiry(from: Date): Date {
  return new Date(from.getTime() + INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The theme an invitation is sent under: the property's brand's, else the one the inviter's app
 * runs under (its one-letter id, spec 02 §9), else the default. 'h' is shared by the default and
 * the Law Society themes, so it names the default.
 */
export function invitationTheme(propertyThemeKey: string | null, requestedThemeId: string | null | undefined): Theme {
  const own = THEMES.find((theme) => theme.key === propertyThemeKey);
  if (own) return own;
  return THEMES.find((theme) => theme.themeId === requestedThemeId) ?? DEFAULT_THEME;
}

/**
 * Whether accepting a solicitor's or agent's invitation may give this user that role: a new user
 * (a home mover with no organisation, selling nothing) takes it; staff of the same organisation
 * already have it; anyone else keeps their account as it is and is told why.
 */
export function staffClaimOutcome(
  user: { role: RoleCode; organisationId: number | null; sells: number },
  invitation: { role: RoleCode; organisationId: number },
): 'becomes-staff' | 'already-staff' | 'refused' {
  if (user.organisationId === invitation.organisationId && user.role !== ROLE.homeMover) return 'already-staff';
  if (user.role === ROLE.homeMover && user.organisationId === null && user.sells === 0) return 'becomes-staff';
  return 'refused';
}
