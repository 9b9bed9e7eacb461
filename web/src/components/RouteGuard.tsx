import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { sessionEndMessage } from '../apollo/sessionErrors.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useViewer } from '../auth/useViewer.ts';
import { decideAccess } from '../guard/decideAccess.ts';
import type { AppRoute } from '../routes.tsx';
import { ComingSoonScreen } from '../screens/common/ComingSoonScreen.tsx';
import { useProductTheme } from '../theme/ThemeContext.tsx';
import { ConnectionProblemBanner } from './ConnectionProblemBanner.tsx';
import { Layout } from './Layout.tsx';
import { PageLoader } from './PageLoader.tsx';

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
    // A viewer that cannot be loaded for a reason other than the sign-in (which logs out) is a
    // connection problem; the user can retry without reloading.
    const connectionFailed = error !== undefined && sessionEndMessage(error) === null;
    return (
      <Layout route={route} propertyId={undefined}>
        {connectionFailed ? <ConnectionProblemBanner onRetry={() => void refetch()} /> : <PageLoader />}
      </Layout>
    );
  }

  const Screen = route.screen;
  return (
    <Layout route={route} propertyId={route.propertyPage ? id : undefined}>
      {Screen ? <Screen /> : <ComingSoonScreen title={route.title} text={route.comingSoonText} />}
    </Layout>
  );
}
