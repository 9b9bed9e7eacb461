import { useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import type { Theme } from '../../domain/theme-names.ts';
import { ApolloSession } from './apollo/ApolloSession.tsx';
import { AuthProvider } from './auth/AuthContext.tsx';
import type { AuthService } from './auth/AuthService.ts';
import { NotifierProvider } from './notifications/Notifier.tsx';
import { AppRoutes } from './routes.tsx';
import { mantineThemeFor } from './theme/mantineTheme.ts';
import { ProductThemeProvider } from './theme/ThemeContext.tsx';

export type AppProps = {
  theme: Theme;
  auth: AuthService;
  /** The GraphQL gateway: `/graphql`, or an absolute URL that tests intercept. */
  graphqlUri: string;
  /** 'test' turns off Mantine's transitions and portals. */
  mantineEnv?: 'default' | 'test';
};

/** The whole app below a router (BrowserRouter in the browser, MemoryRouter in tests). */
export function App({ theme, auth, graphqlUri, mantineEnv = 'default' }: AppProps) {
  const mantineTheme = useMemo(() => mantineThemeFor(theme), [theme]);

  return (
    <MantineProvider theme={mantineTheme} env={mantineEnv}>
      <ProductThemeProvider value={theme}>
        <AuthProvider service={auth}>
          <ApolloSession uri={graphqlUri}>
            <NotifierProvider>
              <AppRoutes />
            </NotifierProvider>
          </ApolloSession>
        </AuthProvider>
      </ProductThemeProvider>
    </MantineProvider>
  );
}
