import { Type } from 'typebox';

/** Property and organisation ids are positive 32-bit integers; anything else is a 400, not a lookup. */
export const PropertyId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const OrganisationId = PropertyId;
/** User ids are the identity provider's subject: opaque strings. */
export const UserId = Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9._:@|-]+$' });
