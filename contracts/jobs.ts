import { Type, type Static } from 'typebox';

/** A background job that failed every attempt (the dead letter), for administrators. */
export const DeadLetterJob = Type.Object({
  id: Type.Integer(),
  queue: Type.String(),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  failed_at: Type.Union([Type.String(), Type.Null()]),
});
export type DeadLetterJob = Static<typeof DeadLetterJob>;

export const DeadLetterJobList = Type.Object({ jobs: Type.Array(DeadLetterJob) });
export type DeadLetterJobList = Static<typeof DeadLetterJobList>;

export const DeadLetterParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type DeadLetterParams = Static<typeof DeadLetterParams>;

/** What became of a dead letter an administrator acted on. */
export const DeadLetterOutcome = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union([Type.Literal('retried'), Type.Literal('discarded')]),
});
export type DeadLetterOutcome = Static<typeof DeadLetterOutcome>;
