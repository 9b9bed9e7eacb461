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
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App theme={theme} auth={auth} graphqlUri="/graphql" />
    </BrowserRouter>
  </StrictMode>,
);
