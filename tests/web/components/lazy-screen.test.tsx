import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyScreen } from '../../../web/src/components/LazyScreen.tsx';
import type { AppRoute, ScreenProps } from '../../../web/src/routing/appRoute.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../web/src/routing/chunks.ts';

const route: AppRoute = { name: 'dashboard', path: '/properties/:id', title: 'Dashboard' };
const Loaded = ({ route: shown }: ScreenProps) => <h1>{shown.title} arrived</h1>;

function renderLazy(load: () => Promise<{ default: typeof Loaded }>, timeoutMs?: number) {
  return render(
    <MantineProvider env="test">
      <LazyScreen load={load} route={route} timeoutMs={timeoutMs} />
    </MantineProvider>,
  );
}

describe('a screen in its own chunk', () => {
  it('shows a loader, then the screen', async () => {
    let arrive: (value: { default: typeof Loaded }) => void = () => undefined;
    renderLazy(() => new Promise((resolve) => (arrive = resolve)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    arrive({ default: Loaded });
    expect(await screen.findByRole('heading', { name: 'Dashboard arrived' })).toBeInTheDocument();
  });

  it('says clearly when the chunk fails to load, and Try again loads it', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Loaded });
    renderLazy(load);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard arrived' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk that does not arrive within the timeout, with the same message', async () => {
    renderLazy(() => new Promise(() => undefined), 50);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
  });

  it('waits 120 s by default (spec 01 §9)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
