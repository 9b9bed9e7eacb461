import { ApolloClient, gql, InMemoryCache } from '@apollo/client';
import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSocketLink } from '../../../web/src/live/socketLink.ts';
import { socketStatus } from '../../../web/src/live/socketStatus.ts';
import { server } from '../support/server.ts';

/**
 * A gateway that vanished without closing its sockets: it acknowledged the connection, then
 * answers nothing, pongs included. The client takes the socket for dead when a ping goes
 * unanswered and connects again, rather than showing a live screen that receives nothing.
 */
const SILENT_URL = 'ws://silent.localhost/graphql';

describe('a live socket whose gateway stops answering', () => {
  it('is replaced once a ping goes unanswered; a socket that answers stays', async () => {
    const opened: number[] = [];
    const closed: number[] = [];
    const gateway = ws.link(SILENT_URL);
    server.use(
      gateway.addEventListener('connection', ({ client }) => {
        const answersPings = opened.length > 0;
        opened.push(Date.now());
        client.addEventListener('close', () => closed.push(Date.now()));
        client.addEventListener('message', (message) => {
          const { type } = JSON.parse(String(message.data)) as { type: string };
          if (type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
          // The first socket goes silent after its acknowledgement; the next one answers.
          if (type === 'ping' && answersPings) client.send(JSON.stringify({ type: 'pong' }));
        });
      }),
    );

    const link = createSocketLink({ uri: SILENT_URL, getIdToken: () => 'token', keepAliveMs: 100, pongTimeoutMs: 300 });
    const subscription = new ApolloClient({ link, cache: new InMemoryCache() })
      .subscribe({
        query: gql`subscription Events($propertyId: ID!) { propertyEvents(propertyId: $propertyId) { cursor } }`,
        variables: { propertyId: '1' },
      })
      .subscribe({ error: () => {} });

    await expect.poll(() => opened.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
    // The silent socket was given its ping's wait (sent after 100 ms, 300 ms to answer), not dropped at once.
    expect(closed[0] - opened[0]).toBeGreaterThanOrEqual(350);
    await expect.poll(() => socketStatus(), { timeout: 5_000 }).toBe('connected');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(opened).toHaveLength(2);
    subscription.unsubscribe();
    // The client closes an unused socket 2 s later; until then it pings every 100 ms. Waited for here,
    // so no pong is delivered after this file's jsdom is gone (the worker runs other files next).
    await expect.poll(() => closed.length, { timeout: 5_000 }).toBe(2);
  });
});
