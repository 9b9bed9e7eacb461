import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createOidcAuth } from './auth/oidcAuth.ts';
import { themeForHost } from './theme/themeForHost.ts';

const theme = themeForHost(window.location.hostname);
const auth = createOidcAuth(theme);
// Each screen then titles itself "<page> | <app name>" (RouteGuard).
document.title = theme.appName;
document.querySelector('link[rel="icon"]')?.setAttribute('href', `/favicons/${theme.key}.svg`);
document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.brandHex);
// The app restores scroll itself once a screen's data is in place (the browser would do it too early).
window.history.scrollRestoration = 'manual';
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App theme={theme} auth={auth} graphqlUri="/graphql" />
    </BrowserRouter>
  </StrictMode>,
);
