import { Suspense, useEffect, type ReactNode } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { PROPERTY_PAGES, propertyPermitsPage, type PropertyPageName } from '../../../domain/access/property-pages.ts';
import { isPossibleId } from '../../../domain/ids.ts';
import { SESSION_MESSAGES } from '../../../domain/messages/session.ts';
import { useDashboardQuery } from '../gql/graphql.ts';
import { failureOf } from '../failures/classifyFailure.ts';
import { useNotify } from '../notifications/Notifier.tsx';
import { FailureNotice } from './FailureNotice.tsx';
import { PageLoader } from './PageLoader.tsx';
import { LazyInviteRefusal } from './lazyGuardNotices.tsx';

const isPropertyPage = (name: string): name is PropertyPageName => Object.hasOwn(PROPERTY_PAGES, name);

/**
 * `page`: the route's name, for the checks the property itself decides (invitations); none when
 * already refused. `loading`: what shows while the property is read, when not a loader alone.
 */
type Props = { id: string; page?: string; loading?: ReactNode; children: ReactNode };

/**
 * Every page under /properties/:id first checks that the property exists for this user. One that
 * does not — an unknown id, an id no property can have, or someone else's property — says
 * 'Property not found with id {id}.' and goes back to the properties screen (spec 01 §8), so a
 * sub-page never shows links or content for a property the user cannot see.
 */
export function PropertyGate({ id, page, loading: whileLoading, children }: Props) {
  const navigate = useNavigate();
  const notify = useNotify();
  const possible = isPossibleId(id);
  // The header runs the same query: one request serves both.
  const { data, error, loading, refetch } = useDashboardQuery({ variables: { id }, skip: !possible });
  const failure = possible
    ? failureOf(error)
    : { kind: 'notFound' as const, message: SESSION_MESSAGES.propertyNotFound(id) };
  const notFound = failure?.kind === 'notFound';

  useEffect(() => {
    if (!notFound) return;
    notify(SESSION_MESSAGES.propertyNotFound(id), 'error');
    void navigate('/properties', { replace: true });
  }, [notFound, id, notify, navigate]);

  if (notFound) return null;
  if (failure) {
    return (
      <Stack gap="md" align="flex-start">
        <FailureNotice failure={failure} onRetry={() => void refetch()} />
        <Anchor component={Link} to="/properties">
          Back to your properties
        </Anchor>
      </Stack>
    );
  }
  if (loading || data?.property.id !== id) return whileLoading ?? <PageLoader label="Loading property" />;
  // Invitation pages also need the property itself to allow it (its organisation): the same rule the API applies.
  if (page && isPropertyPage(page) && !propertyPermitsPage(page, data.property.viewerCan)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <LazyInviteRefusal propertyId={id} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
