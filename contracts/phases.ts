import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

/** A phase as the API sends it (spec 01 §3). */
export const PhasePayload = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  next_phase: Nullable(Type.Integer()),
});
export type PhasePayload = Static<typeof PhasePayload>;

/** A phase named without its successor (completed phases, an organisation's default phase). */
export const PhaseRef = Type.Object({ id: Type.Integer(), label: Type.String() });
export type PhaseRef = Static<typeof PhaseRef>;

export const PhaseListResponse = Type.Object({ phases: Type.Array(PhasePayload) });
export type PhaseListResponse = Static<typeof PhaseListResponse>;
