import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { PROPERTY_PAGE_SIZE } from '../../../../domain/pagination.ts';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, normaliseSearch } from '../../../../domain/search.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { classifyFailure, failureOf, type Failure } from '../../failures/classifyFailure.ts';
import { usePropertiesQuery, type PropertiesQuery } from '../../gql/graphql.ts';
import { useDrawnInBackground } from '../../rendering/useDrawnInBackground.ts';
import { useProductTheme } from '../../theme/ThemeContext.tsx';
import { PropertyCard } from './PropertyCard.tsx';
import { CreditsNote } from './CreditsNote.tsx';
import { LazyTermsModal } from './lazyParts.tsx';
import { SCROLL_THRESHOLD_PX, TERMS_MODAL_DELAY_MS } from './constants.ts';
import { useListScrollRestoration } from './useListScrollRestoration.ts';

/** Whether the window is scrolled to within the threshold of the page bottom. */
export function nearPageBottom(): boolean {
  return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - SCROLL_THRESHOLD_PX;
}

/**
 * `/properties` (spec 01 §2): greeting, role, add-property or credits note, the viewer's properties
 * with infinite scroll, and the Terms and Conditions modal.
 */
export default function PropertiesScreen() {
  const { viewer } = useViewer();
  const theme = useProductTheme();
  const [params] = useSearchParams();
  const search = normaliseSearch(params.get('search'));
  // A search the API would refuse (typed into the address bar) is not sent at all.
  const searchTooLong = (search?.length ?? 0) > SEARCH_MAX_LENGTH;
  // The latest failure of a call this screen made itself (load more, accept terms); the first
  // page's failure comes from the query result.
  const [laterFailure, setLaterFailure] = useState<Failure | null>(null);

  const {
    data: answer,
    error,
    loading,
    fetchMore,
    refetch,
  } = usePropertiesQuery({
    variables: { page: 1, pageSize: PROPERTY_PAGE_SIZE, search },
    skip: searchTooLong,
  });
  const data = useDrawnInBackground(answer);

  useEffect(() => {
    if (data && !error) setLaterFailure(null);
  }, [data, error]);
  const failure = failureOf(error) ?? laterFailure;

  const connection = data?.properties;
  const latest = useRef<PropertiesQuery['properties'] | undefined>(connection);
  latest.current = connection;
  const loadingMore = useRef(false);
  const [moreLoading, setMoreLoading] = useState(false);

  const loadNextPage = useCallback(async () => {
    const pageInfo = latest.current?.pageInfo;
    if (!pageInfo?.hasNextPage || loadingMore.current) return;
    loadingMore.current = true;
    setMoreLoading(true);
    try {
      const result = await fetchMore({ variables: { page: pageInfo.page + 1 } });
      setLaterFailure(failureOf(result.error));
    } catch (thrown) {
      setLaterFailure(thrown instanceof Error ? classifyFailure(thrown) : { kind: 'connection' });
    } finally {
      loadingMore.current = false;
      setMoreLoading(false);
    }
  }, [fetchMore]);

  useEffect(() => {
    const onScroll = () => {
      if (nearPageBottom()) void loadNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [loadNextPage]);

  useListScrollRestoration(Boolean(connection));
  // Once the terms were found not accepted, the modal stays mounted (it shows again if Accept fails).
  const termsAsked = useRef(false);
  if (viewer && !viewer.acceptedTerms) termsAsked.current = true;

  if (!viewer) return <PageLoader />;

  const { user } = viewer;
  const organisation = user.organisation;
  const canCreate = viewer.permissions.includes('CREATE_PROPERTY');
  const outOfCredits = organisation?.credits === 0;
  const properties = connection?.nodes ?? [];
  // A simple user's organisation is named like the role ("Simply Conveyancing"): say it once, as the
  // role badge every other role has (docs/decisions/0410-role-badge-for-every-role.md).
  const organisationIsRole = viewer.roleLabel.trim().toLowerCase() === organisation?.name.trim().toLowerCase();
  // Bad input concerns the search, and is said next to it below; everything else goes at the top.
  const searchFailure = failure?.kind === 'badInput' ? failure : null;

  return (
    <Stack gap="lg">
      {failure && !searchFailure ? <FailureNotice failure={failure} onRetry={() => void refetch()} /> : null}

      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0}>
          <Title order={1}>Hello, {user.displayName.trim() || user.email}</Title>
          {organisation && !organisationIsRole ? <Text size="lg">{organisation.name}</Text> : null}
          <Text component="span" className="role-badge">
            {viewer.roleLabel}
          </Text>
        </Stack>
        {canCreate && !outOfCredits ? (
          <Button component={Link} to="/properties/new" size="md">
            Add property
          </Button>
        ) : null}
      </Group>

      {canCreate && outOfCredits && organisation ? <CreditsNote organisationName={organisation.name} /> : null}

      {search ? (
        <Text className="user-text">
          Showing properties matching “{search}”.{' '}
          <Anchor component={Link} to="/properties">
            Show all properties
          </Anchor>
        </Text>
      ) : null}

      {/* The header's search box already says the limit to those who have one. */}
      {(searchTooLong && !canCreate) || searchFailure ? (
        <Alert color="yellow" variant="light" role="alert" title="Search not possible">
          {searchTooLong ? SEARCH_TOO_LONG : searchFailure?.message}
        </Alert>
      ) : null}

      {/* The loader stays while the answer is being drawn. */}
      {(loading || answer) && !connection ? <PageLoader label="Loading properties" /> : null}

      {connection && properties.length === 0 ? (
        viewer.role === 'HOME_MOVER' && !search ? (
          <Stack gap="xs" maw={640}>
            <Title order={2} size="h3">
              You have no properties yet
            </Title>
            <Text>
              When your estate agent or solicitor adds your property to {theme.appName}, you will get an email inviting
              you to it. Open the link in that email and your property will appear here, ready for you to answer its
              questions and upload its documents.
            </Text>
          </Stack>
        ) : (
          <Text>{search ? 'No properties match your search.' : 'There are no properties to show yet.'}</Text>
        )
      ) : null}

      {properties.length > 0 ? (
        <ul className="property-grid">
          {properties.map((property) => (
            <li key={property.id}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      ) : null}

      {connection?.pageInfo.hasNextPage ? (
        <Group justify="center">
          {/* Scrolling loads more on its own; the button helps when a page does not fill the screen. */}
          <Button variant="default" loading={moreLoading} onClick={() => void loadNextPage()}>
            Show more properties
          </Button>
        </Group>
      ) : null}

      {termsAsked.current ? (
        <LazyTermsModal
          viewerId={viewer.id}
          accepted={viewer.acceptedTerms}
          onAcceptResult={setLaterFailure}
          delayMs={TERMS_MODAL_DELAY_MS}
        />
      ) : null}
    </Stack>
  );
}
