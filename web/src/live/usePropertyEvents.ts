import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import type { PropertyEvent } from '../cache/effects.ts';
import { usePropertyEventsSubscription } from '../gql/live.ts';

/**
 * Follows one property's live events while the screen is open, telling `onEvent` of each. After a
 * reconnect the socket resumes from the last event received (web/src/live/socketLink.ts); when
 * the server no longer holds the events since, it sends ResyncRequired and the screen's queries
 * (`refetch`, by operation name) are read again.
 */
export function usePropertyEvents(
  propertyId: string,
  onEvent: (event: PropertyEvent) => void,
  refetch: readonly string[],
): void {
  const client = useApolloClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const queries = useRef(refetch);
  queries.current = refetch;
  usePropertyEventsSubscription({
    variables: { propertyId, after: null },
    skip: propertyId === '',
    // Events are acted on, not shown as they come: nothing of them is kept in the cache as such.
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.propertyEvents;
      if (!event) return;
      if (event.__typename === 'ResyncRequired') {
        void client.refetchQueries({ include: [...queries.current] });
        return;
      }
      handler.current(event);
    },
  });
}
