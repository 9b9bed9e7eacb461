import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { rememberReturnTo, safeReturnPath } from '../auth/returnTo.ts';
import { wasSignedIn } from '../auth/signInMarker.ts';
import { useViewer } from '../auth/useViewer.ts';
import { failureOf } from '../failures/classifyFailure.ts';
import { decideAccess } from '../guard/decideAccess.ts';
import type { AppRoute } from '../routing/appRoute.ts';
import { isPossibleId } from '../../../domain/ids.ts';
import { titleName } from '../../../domain/theme-names.ts';
import { DashboardDocument } from '../gql/graphql.ts';
import { otherPartnerBrand } from '../theme/otherPartnerBrand.ts';
import { useProductTheme } from '../theme/ThemeContext.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { LazyScreen } from './LazyScreen.tsx';
import { Layout } from './Layout.tsx';
import { PageLoader } from './PageLoader.tsx';
import { LazyRoleRefusal, LazyTermsGate } from './lazyGuardNotices.tsx';
import { PropertyGate } from './PropertyGate.tsx';
import { PropertyPageLoading } from './PropertyPageHeading.tsx';

/** Pages that do not wait for the terms: the list opens the modal itself; accepting an invitation leads to the list. */
const TERMS_ASKED_ELSEWHERE = new Set(['properties', 'invitation-accept']);

const PROPERTIES_LINK = { to: '/properties', label: 'Back to your properties' };

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

  // A property page's chunk, the property gate's query and the screen's own query start together
  // with the viewer's, not one after another: the screen then shows as soon as the answers come.
  // Each is only asked early: a failure here is met again, and shown, where the answer is used
  // (LazyScreen, the gate, the screen); the server decides what the viewer may read.
  const signedIn = auth.ready && auth.user !== null;
  const client = useApolloClient();
  useEffect(() => {
    if (!signedIn || !route.propertyPage || viewer?.acceptedTerms === false) return;
    if (route.load) void route.load().catch(() => undefined);
    if (!id || !isPossibleId(id)) return;
    void client.query({ query: DashboardDocument, variables: { id } }).catch(() => undefined);
    void route.prefetch?.(client, id).catch(() => undefined);
  }, [signedIn, route, id, client, viewer?.acceptedTerms]);

  const propertyId = route.propertyPage ? id : undefined;
  /** A heading-first page on its way: its heading, and the link back once the property is known. */
  const loading = (propertyKnown: boolean) =>
    route.headingFirst && propertyId ? (
      <PropertyPageLoading
        propertyId={propertyId}
        name={route.title}
        propertyKnown={propertyKnown}
        label={`Loading ${route.title}`}
      />
    ) : undefined;

  const decision = decideAccess({
    route,
    id,
    signedIn: auth.ready ? auth.user !== null : null,
    permissions: viewer ? viewer.permissions : null,
    sessionEndMessage: auth.sessionEndMessage,
  });

  if (decision.kind === 'redirect') {
    // A signed-out visitor's deep link is where the sign-in will end.
    if (auth.ready && !auth.user && decision.to.startsWith('/auth'))
      rememberReturnTo(`${location.pathname}${location.search}`);
    // Already signed in on this host when sent here from another brand's: straight to the page.
    const continueTo =
      route.name === 'auth' ? safeReturnPath(new URLSearchParams(location.search).get('continue')) : null;
    return <Navigate to={continueTo ?? decision.to} replace />;
  }
  if (leaving) {
    return (
      <Layout route={route} propertyId={undefined}>
        <PageLoader label="Opening your brand's site" />
      </Layout>
    );
  }
  if (decision.kind === 'refuse') {
    const back = route.propertyPage && id ? { to: `/properties/${id}`, label: 'Back to dashboard' } : PROPERTIES_LINK;
    const refusal = (
      <Suspense fallback={<PageLoader />}>
        <LazyRoleRefusal title={route.title} anyOf={decision.anyOf} back={back} />
      </Suspense>
    );
    return (
      <Layout route={route} propertyId={route.propertyPage ? id : undefined}>
        {/* A property the viewer cannot see is not found, whatever the page: the API's answer too. */}
        {route.propertyPage && id ? <PropertyGate id={id}>{refusal}</PropertyGate> : refusal}
      </Layout>
    );
  }
  if (decision.kind === 'wait') {
    // A viewer that cannot be loaded is shown for what it is (a session end already logs out).
    const failure = failureOf(error);
    return (
      <Layout route={route} propertyId={undefined}>
        {failure ? (
          <FailureNotice failure={failure} onRetry={() => void refetch()} />
        ) : (
          // While a returning user's sign-in is restored, a heading-first page already shows its name
          // (a visitor who never signed in is on the way to the sign-in page instead).
          ((wasSignedIn() || auth.user) && loading(false)) || <PageLoader />
        )}
      </Layout>
    );
  }

  // Terms before use (spec 01 §2): every signed-in page but the list, which asks itself, and the
  // steps that bring a new user to it, waits for the terms to be accepted.
  if (viewer && !viewer.acceptedTerms && !route.public && !route.alwaysOpen && !TERMS_ASKED_ELSEWHERE.has(route.name)) {
    return (
      <Layout route={route} propertyId={undefined}>
        <Suspense fallback={<PageLoader />}>
          <LazyTermsGate viewerId={viewer.id} pageTitle={route.title} />
        </Suspense>
      </Layout>
    );
  }

  const screen = route.screen ? (
    <route.screen route={route} />
  ) : route.load ? (
    <LazyScreen load={route.load} route={route} loading={loading(true)} />
  ) : null;
  return (
    <Layout route={route} propertyId={propertyId}>
      {propertyId ? (
        <PropertyGate id={propertyId} page={route.name} loading={loading(false)}>
          {screen}
        </PropertyGate>
      ) : (
        screen
      )}
    </Layout>
  );
}
