import { Type, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { ORGANISATION_TYPE_CODES } from '../domain/organisation-types.ts';
import { ROLE_CODES } from '../domain/roles.ts';

/** A union of literals whose static type is the union of the values, not `never`. */
export function OneOf<const T extends readonly (string | number)[]>(values: T) {
  return Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<{
    -readonly [K in keyof T]: TLiteral<T[K]>;
  }>;
}

export const Nullable = <S extends TSchema>(schema: S) => Type.Union([schema, Type.Null()]);

/** Property and organisation ids are positive 32-bit integers; anything else is a 400, not a lookup. */
const POSITIVE_INT32 = { minimum: 1, maximum: 2_147_483_647 } as const;
export const PropertyId = Type.Integer(POSITIVE_INT32);
export const OrganisationId = Type.Integer(POSITIVE_INT32);
/** User ids are the identity provider's subject: opaque strings. */
export const UserId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9._:@|-]+$' });

/** Role codes on the wire are the numbers of spec 01 §3. */
export const RoleCode = OneOf(ROLE_CODES);
export const OrganisationTypeCode = OneOf(ORGANISATION_TYPE_CODES);

/** Booleans travel as 0/1 where the specs say so. */
export const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const DateTimeText = Type.String({ format: 'date-time' });
