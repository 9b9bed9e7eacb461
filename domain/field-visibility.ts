import type { Action } from './permissions.ts';
import { can } from './permissions.ts';
import type { RoleCode } from './roles.ts';

/**
 * Which of a property's restricted fields a viewer receives: one rule for the REST serialiser and
 * the GraphQL schema alike. Each field needs an action of the matrix (the schema's `@auth` on the
 * matching field names the same action, and a test holds them equal); the "Who can see this"
 * lists also stay hidden from anyone who sells the property (spec 01 §2).
 */
export const RESTRICTED_PROPERTY_FIELDS = {
  complete: 'VIEW_PROPERTY_COMPLETION',
  phase: 'VIEW_PROPERTY_COMPLETION',
  completed_phases: 'VIEW_PROPERTY_COMPLETION',
  last_sign_in: 'VIEW_PROPERTY_META',
  user_emails: 'VIEW_PROPERTY_META',
  agencies_names: 'VIEW_AGENCIES',
  solicitors_names: 'VIEW_AGENCIES',
} as const satisfies Record<string, Action>;

export type RestrictedPropertyField = keyof typeof RESTRICTED_PROPERTY_FIELDS;

const HIDDEN_FROM_SELLERS: ReadonlySet<RestrictedPropertyField> = new Set(['agencies_names', 'solicitors_names']);

export function seesPropertyField(
  viewer: { role: RoleCode },
  property: { isSeller: boolean },
  field: RestrictedPropertyField,
): boolean {
  if (!can(viewer.role, RESTRICTED_PROPERTY_FIELDS[field])) return false;
  return !(property.isSeller && HIDDEN_FROM_SELLERS.has(field));
}

/** Every restricted field the viewer receives for this property. */
export function visiblePropertyFields(
  viewer: { role: RoleCode },
  property: { isSeller: boolean },
): Set<RestrictedPropertyField> {
  const fields = Object.keys(RESTRICTED_PROPERTY_FIELDS) as RestrictedPropertyField[];
  return new Set(fields.filter((field) => seesPropertyField(viewer, property, field)));
}
