import { describe, expect, it } from 'vitest';
import { isSubscription } from '../../../web/src/apollo/liveLink.ts';
import { PropertyEventsDocument } from '../../../web/src/gql/live.ts';
import { DashboardDocument } from '../../../web/src/gql/graphql.ts';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from '../../../web/src/live/reconnect.ts';
import { cursorOf, socketUrl } from '../../../web/src/live/socketLink.ts';
import { nextSocketStatus } from '../../../web/src/live/socketStatus.ts';

describe('the live socket', () => {
  it('the socket is at the gateway address, ws for http and wss for https', () => {
    expect(socketUrl('/graphql', 'https://app.example.com/properties/7')).toBe('wss://app.example.com/graphql');
    expect(socketUrl('/graphql', 'http://localhost:4000/')).toBe('ws://localhost:4000/graphql');
    expect(socketUrl('http://localhost/graphql')).toBe('ws://localhost/graphql');
    expect(socketUrl('wss://live.example.com/graphql')).toBe('wss://live.example.com/graphql');
  });

  it('only subscriptions go over the socket', () => {
    const operation = (query: typeof DashboardDocument | typeof PropertyEventsDocument) =>
      ({ query, variables: {}, operationName: undefined, extensions: {} }) as unknown as Parameters<
        typeof isSubscription
      >[0];
    expect(isSubscription(operation(PropertyEventsDocument))).toBe(true);
    expect(isSubscription(operation(DashboardDocument))).toBe(false);
  });

  it('reconnects after a growing wait, spread, and never longer than the most', () => {
    expect(reconnectDelay(0, 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(RECONNECT_FIRST_MS);
    expect(reconnectDelay(3, 0)).toBe((RECONNECT_FIRST_MS * 8) / 2);
    for (let retries = 0; retries < 40; retries += 1) {
      expect(reconnectDelay(retries, 0.999)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
      expect(reconnectDelay(retries, 0)).toBeGreaterThanOrEqual(RECONNECT_FIRST_MS / 2);
    }
  });

  it('resumes from the cursor of the last event received', () => {
    expect(cursorOf({ data: { propertyEvents: { cursor: '42', __typename: 'AnswersChanged' } } })).toBe('42');
    expect(cursorOf({ data: { presence: { id: '7', people: [] } } })).toBeUndefined();
    expect(cursorOf({})).toBeUndefined();
  });

  it.each([
    ['idle', { type: 'connecting' }, 'connecting'],
    ['connecting', { type: 'connected' }, 'connected'],
    ['connected', { type: 'closed', code: 1006 }, 'lost'],
    // Reconnecting does not hide the drop: only an answered connection does.
    ['lost', { type: 'connecting' }, 'lost'],
    ['lost', { type: 'connected' }, 'connected'],
    // Closed by the client itself, once no screen subscribes.
    ['connected', { type: 'closed', code: 1000 }, 'idle'],
  ] as const)('from %s, %j gives %s', (current, event, expected) => {
    expect(nextSocketStatus(current, event)).toBe(expected);
  });
});
