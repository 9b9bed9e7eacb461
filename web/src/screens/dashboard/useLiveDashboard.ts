import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  applyDocumentRemoved,
  applyPhaseChanged,
  type PropertyEvent,
  setPropertyComplete,
} from '../../cache/effects.ts';
import { usePropertyEvents } from '../../live/usePropertyEvents.ts';

/** A burst of events (a save touching several forms, a pack of searches) reads the dashboard once. */
export const REFETCH_AFTER_MS = 250;

/**
 * The dashboard as the property changes, while it is open: what an event carries shows at once
 * (the property's completion, its phase, a document gone), and the dashboard's query is read again
 * for what it does not (the score's plan and ticks, the signatures, a new document, the searches).
 * The viewer's own actions on this screen already updated it.
 */
export function useLiveDashboard(propertyId: string, viewerId: string | undefined, refetch: () => unknown): void {
  const client = useApolloClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => () => clearTimeout(timer.current), []);

  usePropertyEvents(
    propertyId,
    (event: PropertyEvent) => {
      switch (event.__typename) {
        case 'AnswersChanged':
          if (event.propertyComplete !== null) setPropertyComplete(client.cache, propertyId, event.propertyComplete);
          break;
        case 'PhaseChanged':
          if (event.phase) applyPhaseChanged(client.cache, propertyId, event.phase);
          break;
        case 'VaultChanged':
          if (!event.added) applyDocumentRemoved(client.cache, event.documentId);
          break;
        default:
          break;
      }
      // Answers are saved on the forms, never on this screen: even the viewer's own (another tab) count.
      if (event.actor?.id === viewerId && event.__typename !== 'AnswersChanged') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetchRef.current(), REFETCH_AFTER_MS);
    },
    ['Dashboard'],
  );
}
