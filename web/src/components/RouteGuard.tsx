import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { rememberReturnTo, safeReturnPath } from '../auth/returnTo.ts';
import { useViewer } from '../auth/useViewer.ts';
import { failureOf } from '../failures/classifyFailure.ts';
import { decideAccess } from '../guard/decideAccess.ts';
import type { AppRoute } from '../routing/appRoute.ts';
import { titleName } from '../../../domain/theme-names.ts';
import { otherPartnerBrand } from '../theme/otherPartnerBrand.ts';
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
  const location = useLocation();
  // A partner brand's user on another brand's host moves to their own, on the same page. The host
  // table is fetched only then, keeping it out of every other visitor's first download. Accepting
  // invitations after sign-in is a step on the way, not a page: the move waits for the page it opens.
  const elsewhere = viewer && route.name !== 'invitation-accept' ? otherPartnerBrand(viewer.brandTheme, theme) : null;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!elsewhere) return;
    let live = true;
    void import('../theme/brandRedirect.ts').then(({ brandRedirectUrl }) => {
      const target = brandRedirectUrl(elsewhere, theme, new URL(window.location.href));
      if (!live || !target) return;
      setLeaving(true);
      window.location.replace(target);
    });
    return () => {
      live = false;
    };
  }, [elsewhere, theme]);

  useEffect(() => {
    const name = titleName(theme);
    document.title = route.public && route.name !== 'auth' ? name : `${route.title} | ${name}`;
  }, [route, theme]);

  // A property page's chunk is fetched while the property gate asks whether the property is theirs,
  // not after it: the screen then shows as soon as the answer comes (a failed fetch is retried by
  // LazyScreen, which shows its own message).
  const signedIn = auth.ready && auth.user !== null;
  useEffect(() => {
    if (signedIn && route.propertyPage && route.load) void route.load().catch(() => undefined);
  }, [signedIn, route]);

  const decision = decideAccess({
    route,
    id,
    signedIn: auth.ready ? auth.user !== null : null,
    permissions: viewer ? viewer.permissions : null,
    sessionEndMessage: auth.sessionEndMessage,
  });

  if (decision.kind === 'redirect') {
    // A signed-out visitor's deep link is where the sign-in will end.
    if (auth.ready && !auth.user && decision.to.startsWith('/auth')) rememberReturnTo(`${location.pathname}${location.search}`);
    // Already signed in on this host when sent here from another brand's: straight to the page.
    const continueTo = route.name === 'auth' ? safeReturnPath(new URLSearchParams(location.search).get('continue')) : null;
    return <Navigate to={continueTo ?? decision.to} replace />;
  }
  if (leaving) {
    return (
      <Layout route={route} propertyId={undefined}>
        <PageLoader label="Opening your brand's site" />
      </Layout>
    );
  }
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
