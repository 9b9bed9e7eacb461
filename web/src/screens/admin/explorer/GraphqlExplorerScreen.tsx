import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { EXPLORER_DEFAULT_QUERY, EXPLORER_MODULE_URL } from './explorerQuery.ts';

type ExplorerModule = {
  mountExplorer(
    element: HTMLElement,
    options: { getToken(): string | null; defaultQuery: string },
  ): Promise<() => void>;
};

/**
 * `/admin/graphql`, administrators only (issue 10): GraphiQL running as the signed-in user. GraphiQL
 * is built on its own (vite.graphiql.config.ts) and imported from the server when this screen
 * opens, so none of the app's bundles carries it. The gateway still decides: it describes its
 * schema to an administrator's token only, and holds every query to the usual depth, cost and
 * token limits.
 */
export default function GraphqlExplorerScreen() {
  const { getIdToken } = useAuth();
  // getIdToken reads the current sign-in at call time, so the first one serves for good.
  const [getToken] = useState(() => getIdToken);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let unmount: (() => void) | null = null;
    let live = true;
    (import(/* @vite-ignore */ EXPLORER_MODULE_URL) as Promise<ExplorerModule>)
      .then((explorer) =>
        live ? explorer.mountExplorer(element, { getToken, defaultQuery: EXPLORER_DEFAULT_QUERY }) : null,
      )
      .then((stop) => {
        if (!stop) return;
        if (live) {
          unmount = stop;
          setState('ready');
        } else stop();
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
      // Unmounted after this render completes: React forbids unmounting a root while rendering.
      if (unmount) setTimeout(unmount, 0);
    };
  }, [getToken, attempt]);

  return (
    <Stack gap="sm">
      <Title order={1}>GraphQL explorer</Title>
      <Text size="sm" c="gray.7">
        Queries run as you, within the gateway&apos;s depth, cost and size limits. Docs describes every type; a report
        is one attributeSummary query.
      </Text>
      {state === 'loading' ? <PageLoader label="Loading the GraphQL explorer" /> : null}
      {state === 'failed' ? (
        <Group role="alert" gap="sm">
          <Text c="red.8">The GraphQL explorer could not be loaded.</Text>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </Group>
      ) : null}
      <Box
        ref={host}
        h="calc(100dvh - 220px)"
        mih={520}
        display={state === 'ready' ? 'block' : 'none'}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      />
    </Stack>
  );
}
