/**
 * Where the live socket stands, for the connection banner: `idle` before any screen subscribed (or
 * once none does), `connecting`, `connected`, and `lost` from a drop until the socket is back. One
 * store for the app: the socket is one per client.
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'lost';

type Listener = () => void;

let status: SocketStatus = 'idle';
const listeners = new Set<Listener>();

export function socketStatus(): SocketStatus {
  return status;
}

export function setSocketStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function onSocketStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The status after a socket event: a drop stays `lost` while the client reconnects (a reconnect
 * attempt does not hide it), and only an answered connection ends it.
 */
export function nextSocketStatus(
  current: SocketStatus,
  event: { type: 'connecting' } | { type: 'connected' } | { type: 'closed'; code: number },
): SocketStatus {
  switch (event.type) {
    case 'connecting':
      return current === 'lost' ? 'lost' : 'connecting';
    case 'connected':
      return 'connected';
    case 'closed':
      // 1000: the client closed it itself, no screen subscribing any more.
      return event.code === 1000 ? 'idle' : 'lost';
  }
}
