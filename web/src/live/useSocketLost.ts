import { useSyncExternalStore } from 'react';
import { onSocketStatus, socketStatus } from './socketStatus.ts';

/** True while the live socket is lost and reconnecting: the connection banner says so. */
export function useSocketLost(): boolean {
  return useSyncExternalStore(onSocketStatus, () => socketStatus() === 'lost');
}
