import { ROLE, type RoleCode } from '../roles.ts';
import { ATTRIBUTES, SOURCES } from './catalogue.ts';

/** Without all_fields a report lists what the register and the sellers say: legal alerts and property details. */
const BASIC_SOURCES: readonly string[] = [SOURCES.legal.name, SOURCES.property.name];

/** Spec 02 §6: report screens send all_fields for every role but simple; the server honours it for them only. */
export function allFieldsFor(role: RoleCode, requested: boolean | undefined): boolean {
  return requested === true && role !== ROLE.simple;
}

/** The attribute keys a report covers. */
export function attributeKeysFor(allFields: boolean): string[] {
  return ATTRIBUTES.filter((attribute) => allFields || BASIC_SOURCES.includes(attribute.source.name)).map(
    (attribute) => attribute.key,
  );
}
