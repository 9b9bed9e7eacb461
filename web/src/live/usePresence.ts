import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useAfterLoad } from '../rendering/useAfterLoad.ts';
import {
  AnnouncePresenceDocument,
  LeavePresenceDocument,
  type PresenceFieldsFragment,
  usePresenceChangesSubscription,
} from '../gql/live.ts';

/** How often the screen says again that the viewer is here (the server lets a presence lapse after 45 s). */
export const ANNOUNCE_EVERY_MS = 20_000;

type Where = { questionnaireId?: number; section?: string };

/**
 * Who has the property open, kept up to date while the screen is: the viewer announces where they
 * are (the form and section) at once, again every 20 s and whenever it changes, and leaves when
 * the screen closes or the page is unloaded. Returns everyone there, the viewer included, or null
 * until the first answer. All of it starts once the browser is first idle after the screen
 * appeared: presence is a courtesy beside the screen, not part of its first draw.
 */
export function usePresence(propertyId: string, where: Where): PresenceFieldsFragment['people'] | null {
  const client = useApolloClient();
  const [people, setPeople] = useState<PresenceFieldsFragment['people'] | null>(null);
  const whereRef = useRef(where);
  whereRef.current = where;
  const { questionnaireId, section } = where;
  const started = useAfterLoad();
  // Pushes received: an announcement's answer older than a push does not replace what the push said.
  const pushes = useRef(0);

  usePresenceChangesSubscription({
    variables: { propertyId },
    skip: propertyId === '' || !started,
    ignoreResults: true,
    onData: ({ data }) => {
      const presence = data.data?.presence;
      if (!presence) return;
      pushes.current += 1;
      setPeople(presence.people);
    },
  });

  useEffect(() => {
    if (!propertyId || !started) return undefined;
    let stopped = false;
    const announce = () => {
      const pushesBefore = pushes.current;
      return client
        .mutate({
          mutation: AnnouncePresenceDocument,
          variables: { input: { propertyId, ...whereRef.current } },
        })
        .then(
          ({ data }) => {
            if (!stopped && data && pushes.current === pushesBefore) setPeople(data.announcePresence.people);
          },
          // Presence is a courtesy: a failed announcement is tried again on the next beat.
          () => undefined,
        );
    };
    void announce();
    const beat = setInterval(() => void announce(), ANNOUNCE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(beat);
    };
  }, [client, propertyId, questionnaireId, section, started]);

  useEffect(() => {
    if (!propertyId || !started) return undefined;
    const leave = () =>
      void client
        .mutate({
          mutation: LeavePresenceDocument,
          variables: { propertyId },
          // Sent as the page unloads: the browser keeps the request going after it.
          context: { fetchOptions: { keepalive: true } },
        })
        .catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [client, propertyId, started]);

  return people;
}
