import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { GraphQLError } from 'graphql';
import { Agent, request, type Dispatcher } from 'undici';
import type { PresencePayload, PropertyEventPayload, StreamEndPayload } from '../../../contracts/live.ts';
import { restError, upstreamUnavailable } from '../rest/errors.ts';
import type { RestConnection } from '../rest/rest-client.ts';

/** One message of a REST live stream, as the gateway's subscriptions use it. */
export type LiveMessage =
  | { kind: 'event'; payload: PropertyEventPayload }
  | { kind: 'presence'; payload: PresencePayload }
  | { kind: 'end'; reason: StreamEndPayload };

/**
 * Streams live as long as their subscriptions, so they have a dispatcher of their own: in the
 * keep-alive pool of ordinary calls they would hold its connections and starve the requests.
 * The REST side sends a comment every 15 s, so a silent minute means the instance is gone.
 */
export function createStreamDispatcher(): Dispatcher {
  return new Agent({ connections: null, pipelining: 0, bodyTimeout: 60_000, keepAliveTimeout: 1_000 });
}

const STREAM_LOST = () =>
  new GraphQLError('The live stream was interrupted: subscribe again with the last cursor received.', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  });

/**
 * Opens a REST live stream (`text/event-stream`) with the viewer's token; a refusal (404, 401, 429)
 * is thrown as the GraphQL error its status maps to, before any message. Answers an iterator of
 * its messages whose `return()` closes the stream at once, whatever it is waiting for.
 */
export async function openLiveStream(
  connection: RestConnection,
  dispatcher: Dispatcher,
  token: string,
  path: string,
): Promise<AsyncIterableIterator<LiveMessage>> {
  const abort = new AbortController();
  const headers: Record<string, string> = {
    ...connection.headers,
    accept: 'text/event-stream',
    authorizationjwt: token,
  };
  let response: Dispatcher.ResponseData;
  try {
    response = await request(new URL(path, connection.baseUrl), {
      method: 'GET',
      headers,
      dispatcher,
      signal: abort.signal,
      headersTimeout: connection.timeoutMs,
    });
  } catch (error) {
    throw upstreamUnavailable(error);
  }
  if (response.statusCode !== 200) {
    const text = await response.body.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    throw restError(response.statusCode, parsed);
  }
  const body = response.body;
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => pending.push(message) });
  const decoder = new TextDecoder();
  let closed = false;

  async function* messages(): AsyncGenerator<LiveMessage> {
    try {
      for await (const chunk of body) {
        parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
        while (pending.length > 0) {
          const message = pending.shift()!;
          const data = JSON.parse(message.data) as unknown;
          if (message.event === 'property-event') yield { kind: 'event', payload: data as PropertyEventPayload };
          else if (message.event === 'presence') yield { kind: 'presence', payload: data as PresencePayload };
          else if (message.event === 'end') {
            yield { kind: 'end', reason: data as StreamEndPayload };
            return;
          }
        }
      }
    } catch (error) {
      if (!closed) throw STREAM_LOST();
      void error;
    }
    // The REST instance ended the stream without saying why (it is shutting down).
    if (!closed) throw STREAM_LOST();
  }

  const iterator = messages();
  return {
    next: () => iterator.next(),
    async return() {
      closed = true;
      abort.abort();
      body.destroy();
      return iterator.return(undefined);
    },
    async throw(error: unknown) {
      closed = true;
      abort.abort();
      return iterator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this as AsyncIterableIterator<LiveMessage>;
    },
  };
}
