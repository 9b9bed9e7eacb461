import { Type, type Static } from 'typebox';
import { DateTimeText, Nullable, PropertyId } from './common.ts';

/** `GET /property/{id}/events?after=<cursor>`: the resume cursor is an event's `cursor`, a whole number. */
export const PropertyEventsQuery = Type.Object({
  after: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })),
});

/** Who caused an event. */
export const EventActorPayload = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Type.Integer(),
});
export type EventActorPayload = Static<typeof EventActorPayload>;

/** One answer of an answers_changed event's `data.answers`. */
export const ChangedAnswerPayload = Type.Object({
  question_key: Type.String(),
  reference: Type.String(),
  value: Type.Unknown(),
});
export type ChangedAnswerPayload = Static<typeof ChangedAnswerPayload>;

/**
 * One event of a property's stream, as each server-sent `event: property-event` carries it in `data`:
 * its cursor (also the message's `id`), type, property, time, actor and the type's own fields.
 */
export const PropertyEventPayload = Type.Object({
  cursor: Type.String(),
  type: Type.Union([
    Type.Literal('answers_changed'),
    Type.Literal('signatures_changed'),
    Type.Literal('vault_changed'),
    Type.Literal('searches_changed'),
    Type.Literal('phase_changed'),
    Type.Literal('people_changed'),
    Type.Literal('resync_required'),
  ]),
  property_id: PropertyId,
  at: DateTimeText,
  actor: Nullable(EventActorPayload),
  data: Type.Record(Type.String(), Type.Unknown()),
});
export type PropertyEventPayload = Static<typeof PropertyEventPayload>;

/** The last message of a stream that ended on the server's side: why (`event: end`). */
export const StreamEndPayload = Type.Object({
  code: Type.Union([Type.Literal('SESSION_EXPIRED'), Type.Literal('UNAUTHENTICATED'), Type.Literal('NOT_FOUND')]),
  message: Type.String(),
});
export type StreamEndPayload = Static<typeof StreamEndPayload>;

/** One person with the property open. */
export const PresentPersonPayload = Type.Object({
  user_id: Type.String(),
  name: Type.String(),
  role: Type.Integer(),
  questionnaire_id: Nullable(Type.Integer()),
  section: Nullable(Type.String()),
  since: DateTimeText,
});
export type PresentPersonPayload = Static<typeof PresentPersonPayload>;

/** Who has a property open, the viewer included, in the order they arrived; also each `event: presence` of the stream. */
export const PresencePayload = Type.Object({
  property_id: PropertyId,
  people: Type.Array(PresentPersonPayload),
});
export type PresencePayload = Static<typeof PresencePayload>;

/** `PUT /property/{id}/presence`: where the viewer is. */
export const PresenceBody = Type.Object(
  {
    questionnaire_id: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 6 }))),
    section: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
  },
  { additionalProperties: false },
);
export type PresenceBody = Static<typeof PresenceBody>;

/** The body of a stream's 200 answer: `text/event-stream`, described for the API's reference. */
export const EventStreamText = Type.String({
  description: 'text/event-stream: `event: property-event` / `presence` messages, `event: end` last when the server ends it',
});
