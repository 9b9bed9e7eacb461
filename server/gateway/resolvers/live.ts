import { GraphQLError } from 'graphql';
import type { ChangedAnswerPayload, PresencePayload, PropertyEventPayload } from '../../../contracts/live.ts';
import { phaseById } from '../../../domain/phases.ts';
import type { GatewayContext } from '../context.ts';
import type { LiveMessage } from '../live/upstream.ts';
import type {
  AnswersChangedResolvers,
  ChangedAnswerResolvers,
  EventActorResolvers,
  MutationResolvers,
  PeopleChangedResolvers,
  PhaseChangedResolvers,
  PresenceResolvers,
  PresentPersonResolvers,
  PropertyEventResolvers,
  ResyncRequiredResolvers,
  SearchesChangedResolvers,
  SignaturesChangedResolvers,
  SubscriptionResolvers,
  VaultChangedResolvers,
} from '../generated/resolvers-types.ts';
import { numericId } from '../viewer.ts';
import { questionnaireKey } from './questionnaire-key.ts';

const TYPE_NAMES = {
  answers_changed: 'AnswersChanged',
  signatures_changed: 'SignaturesChanged',
  vault_changed: 'VaultChanged',
  searches_changed: 'SearchesChanged',
  phase_changed: 'PhaseChanged',
  people_changed: 'PeopleChanged',
  resync_required: 'ResyncRequired',
} as const;

function liveOf(context: GatewayContext) {
  if (!context.live)
    throw new GraphQLError('Subscriptions are served over WebSocket (graphql-transport-ws) at /graphql.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  return context.live;
}

/**
 * The payloads of one REST live stream as a subscription's source: `pick` chooses the messages it
 * delivers. A stream the API ends because the sign-in ended closes the socket (4401); one it ends
 * because the viewer lost access ends this subscription with NOT_FOUND. `return()` closes the
 * upstream stream at once.
 */
function payloads<T>(
  context: GatewayContext,
  stream: AsyncIterableIterator<LiveMessage>,
  pick: (message: LiveMessage) => T | undefined,
): AsyncIterableIterator<T> {
  const live = liveOf(context);
  return {
    async next(): Promise<IteratorResult<T>> {
      for (;;) {
        const result = await stream.next();
        if (result.done) return { done: true, value: undefined };
        const message = result.value;
        if (message.kind === 'end') {
          await stream.return?.();
          if (message.reason.code === 'NOT_FOUND')
            throw new GraphQLError(message.reason.message, { extensions: { code: 'NOT_FOUND' } });
          live.sessionEnded(message.reason.message);
          return { done: true, value: undefined };
        }
        const value = pick(message);
        if (value !== undefined) return { done: false, value };
      }
    },
    async return() {
      await stream.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

export const Subscription: SubscriptionResolvers = {
  propertyEvents: {
    subscribe: async (_parent, { propertyId, after }, context) => {
      const id = numericId(propertyId, 'Property');
      if (after !== null && after !== undefined && !/^[0-9]{1,15}$/.test(after))
        throw new GraphQLError('after must be a cursor of an event received.', { extensions: { code: 'BAD_USER_INPUT' } });
      const query = after ? `?after=${after}` : '';
      const stream = await liveOf(context).open(`property/${id}/events${query}`);
      return payloads(context, stream, (message) => (message.kind === 'event' ? message.payload : undefined));
    },
    resolve: (payload: PropertyEventPayload) => payload,
  },
  presence: {
    subscribe: async (_parent, { propertyId }, context) => {
      const id = numericId(propertyId, 'Property');
      const stream = await liveOf(context).open(`property/${id}/presence/stream`);
      return payloads(context, stream, (message) => (message.kind === 'presence' ? message.payload : undefined));
    },
    resolve: (payload: PresencePayload) => payload,
  },
};

export const presenceMutations: Pick<MutationResolvers, 'announcePresence' | 'leavePresence'> = {
  announcePresence: (_parent, { input }, { rest }) =>
    rest.announcePresence(numericId(input.propertyId, 'Property'), {
      questionnaire_id: input.questionnaireId ?? null,
      section: input.section ?? null,
    }),
  leavePresence: (_parent, { propertyId }, { rest }) => rest.leavePresence(numericId(propertyId, 'Property')),
};

const data = (event: PropertyEventPayload) => event.data as Record<string, unknown>;

/** The fields every event has. */
const common = {
  cursor: (event: PropertyEventPayload) => event.cursor,
  propertyId: (event: PropertyEventPayload) => String(event.property_id),
  at: (event: PropertyEventPayload) => event.at,
  actor: (event: PropertyEventPayload) => event.actor,
};

const formOf = (event: PropertyEventPayload) => ({
  questionnaireKey: questionnaireKey(event.property_id, Number(data(event).questionnaire_id)),
  questionnaireId: Number(data(event).questionnaire_id),
});

export const PropertyEvent: PropertyEventResolvers = {
  __resolveType: (event) => TYPE_NAMES[event.type],
};

export const AnswersChanged: AnswersChangedResolvers = {
  ...common,
  questionnaireKey: (event) => formOf(event).questionnaireKey,
  questionnaireId: (event) => formOf(event).questionnaireId,
  answers: (event) => (data(event).answers as ChangedAnswerPayload[] | undefined) ?? [],
  answersRevision: (event) => String(data(event).answers_revision),
  formPercent: (event) => Number(data(event).form_percent),
  propertyComplete: (event) => {
    const value = data(event).property_complete;
    return typeof value === 'number' ? value : null;
  },
};

export const ChangedAnswer: ChangedAnswerResolvers = {
  questionKey: (answer) => answer.question_key,
  reference: (answer) => answer.reference,
  value: (answer) => answer.value ?? null,
};

export const SignaturesChanged: SignaturesChangedResolvers = {
  ...common,
  questionnaireKey: (event) => formOf(event).questionnaireKey,
  questionnaireId: (event) => formOf(event).questionnaireId,
  signed: (event) => data(event).signed === true,
  allSigned: (event) => data(event).all_signed === true,
};

export const VaultChanged: VaultChangedResolvers = {
  ...common,
  documentId: (event) => String(data(event).document_id),
  name: (event) => String(data(event).name ?? ''),
  added: (event) => data(event).added === true,
};

export const SearchesChanged: SearchesChangedResolvers = {
  ...common,
  // The enum's internal values are the REST words (codegen enumValues), typed null in the generated map.
  status: (event) => (data(event).status === 'arrived' ? 'arrived' : 'ordered') as never,
};

export const PhaseChanged: PhaseChangedResolvers = {
  ...common,
  phase: (event) => {
    const phase = phaseById(Number(data(event).phase_id));
    return phase ? { id: phase.id, label: phase.label } : null;
  },
};

export const PeopleChanged: PeopleChangedResolvers = {
  ...common,
  name: (event) => String(data(event).name ?? ''),
  role: (event) => Number(data(event).role) as never,
  added: (event) => data(event).added === true,
};

export const ResyncRequired: ResyncRequiredResolvers = { ...common };

export const EventActor: EventActorResolvers = {
  role: (actor) => actor.role as never,
};

export const Presence: PresenceResolvers = {
  id: (presence) => String(presence.property_id),
};

export const PresentPerson: PresentPersonResolvers = {
  id: (person) => person.user_id,
  role: (person) => person.role as never,
  questionnaireId: (person) => person.questionnaire_id,
  since: (person) => person.since,
};
