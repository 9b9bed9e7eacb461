import type { UserRecord } from '../../store/users.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The user block the properties list returns (spec 01 §7). */
export function userSummaryJson(user: UserRecord) {
  return {
    id: user.id,
    displayName: user.display_name,
    email: user.email,
    photoURL: user.photo_url,
    role: user.role,
    accepted_tcs: user.accepted_tcs,
    organisation: user.organisation ? { id: user.organisation.id, name: user.organisation.name, credits: user.organisation.credits } : null,
  };
}

/** The user detail record (spec 02 §3.3). */
export function userDetailJson(user: UserRecord, properties: { id: number; name: string }[]) {
  return {
    ...userSummaryJson(user),
    name: user.display_name,
    date_registered: iso(user.date_registered),
    last_activity: iso(user.last_activity),
    organisation: user.organisation
      ? {
          id: user.organisation.id,
          name: user.organisation.name,
          credits: user.organisation.credits,
          parent_name: user.organisation.parentName,
        }
      : null,
    properties,
  };
}
