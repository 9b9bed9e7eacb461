import { Type } from 'typebox';
import { PropertyId } from './common.ts';

/** `POST /docs/{propertyId}/{themeId}/{path}` (spec 01 §7): the theme by its id letter or key, the document by path. */
export const DocumentParams = Type.Object({
  propertyId: PropertyId,
  themeId: Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z]+$' }),
  path: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z-]+$' }),
});

/** A report template names its kind (spec 02 §4.7: market-ready or info); other documents take no body. */
export const DocumentBody = Type.Union([
  Type.Object({ kind: Type.Optional(Type.String({ maxLength: 40 })) }),
  Type.Null(),
]);
