import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DEFAULT_THEME, type Theme } from '../../../domain/themes.ts';
import { App } from '../../../web/src/App.tsx';
import { makeFakeAuth, type FakeAuth } from '../../fixtures/web/auth.ts';
import { GRAPHQL_URL } from './server.ts';

function LocationProbe({ visited }: { visited: string[] }) {
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (visited[visited.length - 1] !== current) visited.push(current);
  }, [current, visited]);
  return <output data-testid="location">{current}</output>;
}

type RenderOptions = { auth?: FakeAuth; theme?: Theme; userEvent?: Parameters<typeof userEvent.setup>[0] };

/**
 * Renders the whole app at `path` with a memory router, the gateway at GRAPHQL_URL (answered by
 * msw) and a fake identity provider. `visited` lists every location the app went through.
 */
export function renderApp(
  path: string,
  { auth = makeFakeAuth(), theme = DEFAULT_THEME, userEvent: eventOptions }: RenderOptions = {},
) {
  const visited: string[] = [];
  const user = userEvent.setup(eventOptions);
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <App theme={theme} auth={auth} graphqlUri={GRAPHQL_URL} mantineEnv="test" />
      <LocationProbe visited={visited} />
    </MemoryRouter>,
  );
  const location = () => utils.getByTestId('location').textContent ?? '';
  return { ...utils, auth, user, visited, location };
}
