import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { AppRoute, ScreenComponent, ScreenLoader } from '../routing/appRoute.ts';
import { loadScreen, loadedScreen } from '../routing/chunks.ts';
import { PageLoader } from './PageLoader.tsx';

/** `loading`: what shows while the chunk arrives, when not a loader alone. */
type Props = { load: ScreenLoader; route: AppRoute; timeoutMs?: number; loading?: ReactNode };

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Screen: ScreenComponent };

export const CHUNK_FAILED_TITLE = 'This page could not be loaded';
export const CHUNK_FAILED_TEXT = 'Part of the app did not arrive. Please check your connection and try again.';

/**
 * A screen that lives in its own chunk: a loader while it arrives, and a clear message with
 * Try again when it fails or takes longer than the chunk-load timeout (spec 01 §9).
 */
export function LazyScreen({ load, route, timeoutMs, loading }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Screen = loadedScreen(load);
    return Screen ? { status: 'ready', Screen } : { status: 'loading' };
  });

  useEffect(() => {
    const Screen = loadedScreen(load);
    if (Screen) {
      setState({ status: 'ready', Screen });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadScreen(load, timeoutMs).then(
      (loaded) => live && setState({ status: 'ready', Screen: loaded }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, timeoutMs, attempt]);

  if (state.status === 'ready') return <state.Screen route={route} />;
  if (state.status === 'loading') return loading ?? <PageLoader label={`Loading ${route.title}`} />;
  return (
    <Alert color="red" variant="light" role="alert" title={CHUNK_FAILED_TITLE}>
      <Text size="sm" mb="sm">
        {CHUNK_FAILED_TEXT}
      </Text>
      <Group gap="sm">
        <Button size="xs" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
        <Button size="xs" variant="default" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Group>
    </Alert>
  );
}
