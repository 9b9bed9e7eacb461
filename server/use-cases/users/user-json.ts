import type { PropertyRef, UserDetail, UserSummary } from '../../../contracts/users.ts';
import type { UserRecord } from '../../store/users.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The user block the properties list returns (spec 01 §7). */
export function userSummaryJson(user: UserRecord): UserSummary {
  return {
    id: user.id,
    displayName: user.display_name,
    email: user.email,
    photoURL: user.photo_url,
    role: user.role,
    accepted_tcs: user.accepted_tcs,
    organisation: user.organisation
      ? {
          id: user.organisation.id,
          name: user.organisation.name,
          type: user.organisation.type,
          credits: user.organisation.credits,
          ...(user.organisation.themeKey !== undefined ? { theme_key: user.organisation.themeKey } : {}),
        }
      : null,
  };
}

/**
 * The user detail record (spec 02 §3.3). The caller decides what the reader may see: the
 * organisation only when it is within the reader's tenancy, the properties only those the reader
 * may open, whether the account is disabled only for an administrator.
 */
export function userDetailJson(
  user: UserRecord,
  visible: { organisation: boolean; properties: PropertyRef[]; disabled?: boolean },
): UserDetail {
  const organisation = visible.organisation ? user.organisation : null;
  return {
    ...userSummaryJson(user),
    name: user.display_name,
    date_registered: iso(user.date_registered),
    last_activity: iso(user.last_activity),
    organisation: organisation
      ? {
          id: organisation.id,
          name: organisation.name,
          type: organisation.type,
          credits: organisation.credits,
          parent_name: organisation.parentName,
          ...(organisation.themeKey !== undefined ? { theme_key: organisation.themeKey } : {}),
        }
      : null,
    properties: visible.properties,
    ...(visible.disabled ? { disabled: user.disabled_at !== null && user.disabled_at !== undefined } : {}),
  };
}
