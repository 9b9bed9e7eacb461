import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EventStreamText,
  PresenceBody,
  PresencePayload,
  PropertyEventsQuery,
  type PropertyEventPayload,
  type StreamEndPayload,
} from '../../../contracts/live.ts';
import { PropertyParams } from '../../../contracts/properties.ts';
import { replies } from '../../../contracts/replies.ts';
import { can } from '../../../domain/permissions.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { requestToken } from '../../auth/request-token.ts';
import { HttpError } from '../../http/errors.ts';
import type { PresenceRow, StoredEvent } from '../../store/property-events.ts';
import type { Viewer } from '../../store/viewer.ts';
import { announcePresence, leavePresence } from '../../use-cases/live/presence.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

/** Streams one user may hold open on one instance (the gateway limits its own connections more tightly). */
export const MAX_STREAMS_PER_USER = 50;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** A reader this far behind is cut off rather than buffered without end; it resumes with its cursor. */
const MAX_BUFFERED_BYTES = 1_000_000;

/** The event as the stream sends it, without what the viewer's role may not read. */
function eventPayload(event: StoredEvent, viewer: Viewer): PropertyEventPayload {
  let data = event.data;
  if (!can(viewer.role, 'VIEW_PROPERTY_COMPLETION')) {
    const { property_complete: _complete, phase_id: _phase, ...rest } = data;
    data = rest;
  }
  return {
    cursor: String(event.seq),
    type: event.type as PropertyEventPayload['type'],
    property_id: event.propertyId,
    at: event.at.toISOString(),
    actor: event.actor,
    data,
  };
}

function presencePayload(propertyId: number, people: PresenceRow[]): PresencePayload {
  return {
    property_id: propertyId,
    people: people.map((person) => ({
      user_id: person.userId,
      name: person.name,
      role: person.role,
      questionnaire_id: person.questionnaireId,
      section: person.section,
      since: person.since.toISOString(),
    })),
  };
}

/** Answers with `text/event-stream` and answers a writer of its messages; the stream lives until either side ends it. */
function openEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void) {
  reply.hijack();
  const raw = reply.raw;
  const headers = { ...reply.getHeaders() } as Record<string, string | number | string[]>;
  delete headers['content-length'];
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(': open\n\n');
  let closed = false;
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    onClose();
  };
  request.raw.on('close', close);
  raw.on('close', close);
  return {
    send(event: string, data: unknown, id?: string) {
      if (closed) return;
      raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
    },
    end(reason: StreamEndPayload | { code: 'UNAVAILABLE'; message: string }) {
      if (closed) return;
      // A shutdown says nothing: the reader treats a stream cut short as lost and resumes with its cursor elsewhere.
      if (reason.code !== 'UNAVAILABLE') raw.write(`event: end\ndata: ${JSON.stringify(reason)}\n\n`);
      raw.end();
      close();
    },
  };
}

/**
 * The live streams of a property (server-sent events) and presence: the gateway's subscriptions
 * open these with the viewer's token, and an integrator may too. Access is checked when a stream
 * opens and again as it runs (server/use-cases/live/property-streams.ts).
 */
export const liveRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, liveStreams: streams }) => {
  if (!streams) return;
  const refuseOverLimit = (viewer: Viewer) => {
    if (streams.streamsOf(viewer.id) >= MAX_STREAMS_PER_USER)
      throw new HttpError(429, 'RATE_LIMITED', `At most ${MAX_STREAMS_PER_USER} live streams may be open at once.`);
  };

  app.get(
    '/property/:id/events',
    {
      schema: { params: PropertyParams, querystring: PropertyEventsQuery, response: replies(EventStreamText) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const propertyId = request.params.id;
      refuseOverLimit(viewer);
      if (!(await streams.visible(viewer, propertyId))) throw new HttpError(404, 'NOT_FOUND', MESSAGES.propertyNotFound(propertyId));
      const after = request.query.after === undefined ? null : Number(request.query.after);
      let close: (() => void) | false = false;
      let ended = false;
      const stream = openEventStream(request, reply, () => {
        ended = true;
        if (close) close();
      });
      close = await streams.openEvents(viewer, requestToken(request) ?? '', propertyId, after, {
        event: (event) => stream.send('property-event', eventPayload(event, viewer), String(event.seq)),
        resync: (cursor) =>
          stream.send(
            'property-event',
            {
              cursor: String(cursor),
              type: 'resync_required',
              property_id: propertyId,
              at: new Date().toISOString(),
              actor: null,
              data: {},
            } satisfies PropertyEventPayload,
            String(cursor),
          ),
        end: (reason) => stream.end(reason),
      });
      if (close === false) stream.end({ code: 'NOT_FOUND', message: MESSAGES.propertyNotFound(propertyId) });
      else if (ended) close();
    },
  );

  app.get(
    '/property/:id/presence/stream',
    { schema: { params: PropertyParams, response: replies(EventStreamText) }, config: { access: 'AUTHENTICATED' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const propertyId = request.params.id;
      refuseOverLimit(viewer);
      if (!(await streams.visible(viewer, propertyId))) throw new HttpError(404, 'NOT_FOUND', MESSAGES.propertyNotFound(propertyId));
      let close: (() => void) | false = false;
      let ended = false;
      const stream = openEventStream(request, reply, () => {
        ended = true;
        if (close) close();
      });
      close = await streams.openPresence(viewer, requestToken(request) ?? '', propertyId, {
        presence: (people) => stream.send('presence', presencePayload(propertyId, people)),
        end: (reason) => stream.end(reason),
      });
      if (close === false) stream.end({ code: 'NOT_FOUND', message: MESSAGES.propertyNotFound(propertyId) });
      else if (ended) close();
    },
  );

  app.put(
    '/property/:id/presence',
    {
      schema: { params: PropertyParams, body: PresenceBody, response: replies(PresencePayload) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const people = await announcePresence(db, streams, viewerOf(request), {
        propertyId: request.params.id,
        questionnaireId: request.body.questionnaire_id ?? null,
        section: request.body.section ?? null,
      });
      return presencePayload(request.params.id, people);
    },
  );

  app.delete(
    '/property/:id/presence',
    { schema: { params: PropertyParams, response: replies(PresencePayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => presencePayload(request.params.id, await leavePresence(db, streams, viewerOf(request), request.params.id)),
  );
};
