import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { useViewer } from '../auth/useViewer.ts';
import { failureOf } from '../failures/classifyFailure.ts';
import { decideAccess } from '../guard/decideAccess.ts';
import type { AppRoute } from '../routing/appRoute.ts';
import { useProductTheme } from '../theme/ThemeContext.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { LazyScreen } from './LazyScreen.tsx';
import { Layout } from './Layout.tsx';
import { PageLoader } from './PageLoader.tsx';
import { PropertyGate } from './PropertyGate.tsx';

/** Applies the access guard to one route, then renders its screen inside the page layout. */
export function RouteGuard({ route }: { route: AppRoute }) {
  const auth = useAuth();
  const { id } = useParams();
  const { viewer, error, refetch } = useViewer();
  const theme = useProductTheme();

  useEffect(() => {
    document.title = route.public && route.name !== 'auth' ? theme.appName : `${route.title} | ${theme.appName}`;
  }, [route, theme.appName]);

  const decision = decideAccess({
    route,
    id,
    signedIn: auth.ready ? auth.user !== null : null,
    permissions: viewer ? viewer.permissions : null,
    sessionEndMessage: auth.sessionEndMessage,
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'wait') {
    // A viewer that cannot be loaded is shown for what it is (a session end already logs out).
    const failure = failureOf(error);
    return (
      <Layout route={route} propertyId={undefined}>
        {failure ? <FailureNotice failure={failure} onRetry={() => void refetch()} /> : <PageLoader />}
      </Layout>
    );
  }

  const screen = route.screen ? <route.screen route={route} /> : route.load ? <LazyScreen load={route.load} route={route} /> : null;
  const propertyId = route.propertyPage ? id : undefined;
  return (
    <Layout route={route} propertyId={propertyId}>
      {propertyId ? <PropertyGate id={propertyId}>{screen}</PropertyGate> : screen}
    </Layout>
  );
}
