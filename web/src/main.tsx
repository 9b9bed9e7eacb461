import './mantine-styles.css';
import '@mantine/dropzone/styles.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createOidcAuth } from './auth/oidcAuth.ts';
import { titleName, type Theme } from '../../domain/theme-names.ts';
import { pageTheme } from './theme/pageTheme.ts';
import { ROUTES } from './routes.tsx';
import { preloadPage } from './routing/preloadPage.ts';

function start(theme: Theme) {
  const { oidcAuthority, oidcMetadata } = document.documentElement.dataset;
  const auth = createOidcAuth(
    theme,
    window.location.origin,
    oidcAuthority || undefined,
    oidcMetadata ? (JSON.parse(oidcMetadata) as Record<string, string>) : undefined,
  );
  // The sign-in's restore starts now, not after the first render (the app asks again and joins it),
  // and the code of the page opened once the restore's own code is in.
  void auth.loadUser().catch(() => null);
  preloadPage(ROUTES, window.location.pathname, () => import('oidc-client-ts'));
  // Each screen then titles itself "<page> | <app name>" (RouteGuard).
  document.title = titleName(theme);
  document.querySelector('link[rel="icon"]')?.setAttribute('href', theme.faviconPath);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.brandHex);
  // The app restores scroll itself once a screen's data is in place (the browser would do it too early).
  window.history.scrollRestoration = 'manual';
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const root = createRoot(container);
  // A transition: React draws the first screen in slices with the browser free in between, not in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App theme={theme} auth={auth} graphqlUri="/graphql" />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

const themed = pageTheme(document);
if (themed) start(themed);
// Only the Vite dev server serves index.html without a theme; it fetches the theme tables.
else if (import.meta.env.DEV)
  void import('./theme/devTheme.ts').then(({ devTheme }) => start(devTheme(window.location)));
else throw new Error('index.html carries no theme: it must be served by the product server (server/web-static.ts)');
