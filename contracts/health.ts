import { Type, type Static } from 'typebox';

export const HealthPayload = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthPayload = Static<typeof HealthPayload>;
