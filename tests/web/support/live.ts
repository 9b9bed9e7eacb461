import { ws } from 'msw';
import { graphql } from 'msw/graphql';
import type { PropertyEvent } from '../../../web/src/cache/effects.ts';
import type { PresenceFieldsFragment } from '../../../web/src/gql/live.ts';

/** The gateway's HTTP address as in server.ts (not imported: server.ts installs these handlers). */
const api = graphql.link('http://localhost/graphql');

/** The gateway's WebSocket as the web app reaches it in these tests (socketUrl of GRAPHQL_URL). */
export const SOCKET_URL = 'ws://localhost/graphql';

type Subscription = { id: string; operationName: string; variables: Record<string, unknown>; send(data: string): void };

/** Every subscription the app has open over the mocked socket, in the order they started. */
export const subscriptions: Subscription[] = [];

/**
 * The gateway's live socket, speaking graphql-transport-ws: it acknowledges the connection, keeps
 * each subscription and sends nothing unless a test pushes an event. Every web test has it, so a
 * screen that subscribes finds a socket as it does in the app.
 */
export const liveSocket = ws.link(SOCKET_URL);

/** The open connections' ends on the gateway's side. */
const connections = new Set<{ close(code?: number, reason?: string): void }>();

/** How many sockets are open to the gateway. */
export const openLiveConnections = (): number => connections.size;

/** The gateway drops every open socket (a restart, a lost network): the app reconnects by itself. */
export function dropLiveConnections(): void {
  for (const connection of connections) connection.close(1001, 'Going away');
  connections.clear();
}

const liveSocketHandler = liveSocket.addEventListener('connection', ({ client }) => {
  const mine = new Set<Subscription>();
  connections.add(client);
  client.addEventListener('message', (message) => {
    const parsed = JSON.parse(String(message.data)) as {
      type: string;
      id?: string;
      payload?: { operationName?: string; variables?: Record<string, unknown> };
    };
    if (parsed.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
    else if (parsed.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
    else if (parsed.type === 'subscribe' && parsed.id) {
      const subscription = {
        id: parsed.id,
        operationName: parsed.payload?.operationName ?? '',
        variables: parsed.payload?.variables ?? {},
        send: (data: string) => client.send(data),
      };
      mine.add(subscription);
      subscriptions.push(subscription);
    } else if (parsed.type === 'complete') {
      const at = subscriptions.findIndex((subscription) => subscription.id === parsed.id);
      if (at >= 0) subscriptions.splice(at, 1);
    }
  });
  // A closed socket's subscriptions end with it.
  client.addEventListener('close', () => {
    connections.delete(client);
    for (const subscription of mine) {
      const at = subscriptions.indexOf(subscription);
      if (at >= 0) subscriptions.splice(at, 1);
    }
  });
});

/** Sends an event to every open PropertyEvents subscription of the property; how many received it. */
export function pushPropertyEvent(event: PropertyEvent): number {
  const open = subscriptions.filter(
    (subscription) =>
      subscription.operationName === 'PropertyEvents' && subscription.variables.propertyId === event.propertyId,
  );
  for (const subscription of open)
    subscription.send(
      JSON.stringify({ type: 'next', id: subscription.id, payload: { data: { propertyEvents: event } } }),
    );
  return open.length;
}

/** Sends who is there to every open presence subscription of the property. */
export function pushPresence(presence: PresenceFieldsFragment): number {
  const open = subscriptions.filter(
    (subscription) =>
      subscription.operationName === 'PresenceChanges' && subscription.variables.propertyId === presence.id,
  );
  for (const subscription of open)
    subscription.send(JSON.stringify({ type: 'next', id: subscription.id, payload: { data: { presence } } }));
  return open.length;
}

/** Presence as a gateway with nobody else on the property answers it: the list is empty. */
const nobodyElse = (propertyId: string): PresenceFieldsFragment => ({
  __typename: 'Presence',
  id: propertyId,
  people: [],
});

export const quietLiveHandlers = [
  liveSocketHandler,
  api.mutation('AnnouncePresence', ({ variables }) => {
    const input = variables.input as { propertyId: string };
    return Response.json({ data: { announcePresence: nobodyElse(input.propertyId) } });
  }),
  api.mutation('LeavePresence', ({ variables }) =>
    Response.json({ data: { leavePresence: nobodyElse(String(variables.propertyId)) } }),
  ),
];
