import { useState } from 'react';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { sessionEndMessage } from '../../apollo/sessionErrors.ts';
import { forgetPropertyListAndViewer } from '../../cache/effects.ts';
import { ConnectionProblemBanner } from '../../components/ConnectionProblemBanner.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import {
  AddressLookupDocument,
  PortalSearchDocument,
  TitleSearchDocument,
  useAddPropertyMutation,
  useWizardStartQuery,
  type AddressLookupQuery,
  type PortalSearchQuery,
  type TitleSearchQuery,
} from '../../gql/wizard.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { MonthlyLimitSetting } from '../admin/MonthlyLimitSetting.tsx';
import { CreditsNote } from '../properties/CreditsNote.tsx';
import { AddressListStep } from './AddressListStep.tsx';
import { AlternativeSearchForm } from './AlternativeSearchForm.tsx';
import { PortalStep } from './PortalStep.tsx';
import { PostcodeStep } from './PostcodeStep.tsx';
import { TitleNumberForm } from './TitleNumberForm.tsx';
import { TitleResultsStep } from './TitleResultsStep.tsx';
import {
  addFailureMessage,
  chosenAddressOf,
  titleSearchInputFor,
  type ChosenAddress,
  type TitleResult,
} from './wizardFlow.ts';

type Lookup = AddressLookupQuery['addressLookup'];
type Listings = PortalSearchQuery['portalSearch'];
type Titles = TitleSearchQuery['titleSearch'];

/** Where the wizard is (spec 02 §4.5): one panel at a time, each reached by one GraphQL request. */
type Step =
  | { kind: 'postcode' }
  | { kind: 'titleNumber' }
  | { kind: 'addresses'; postcode: string; lookup: Lookup }
  | { kind: 'portal'; address: ChosenAddress; listings: Listings }
  | { kind: 'titles'; address: ChosenAddress; titles: Titles; altoId: string | null }
  | { kind: 'alternative'; initial: Partial<ChosenAddress> };

const HEADINGS: Record<Step['kind'], string> = {
  postcode: 'Find the property',
  titleNumber: 'Add by title number',
  addresses: 'Choose the address',
  portal: 'Match it to your portal',
  titles: 'Choose the title',
  alternative: 'Search by address',
};

/** `/properties/new`: the add-property wizard. */
export function AddPropertyScreen() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const start = useWizardStartQuery();
  const [step, setStep] = useState<Step>({ kind: 'postcode' });
  const [lastPostcode, setLastPostcode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [connectionProblem, setConnectionProblem] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);
  const [addProperty] = useAddPropertyMutation({ update: forgetPropertyListAndViewer });

  if (start.loading && !start.data) return <PageLoader />;
  const viewer = start.data?.viewer;
  if (!viewer) return <ConnectionProblemBanner onRetry={() => void start.refetch()} />;
  const organisation = viewer.user.organisation;
  const choosesAgency = viewer.permissions.includes('CREATE_PROPERTY_WITH_OTHER_PARENT');

  /** Runs one step's request; a failure that is not the end of the session is a connection problem. */
  async function run<T>(request: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setProblem(null);
    try {
      const result = await request();
      setConnectionProblem(false);
      return result;
    } catch (error) {
      if (sessionEndMessage(error as Error) === null) setConnectionProblem(true);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const searchPostcode = async (postcode: string) => {
    setLastPostcode(postcode);
    const result = await run(() =>
      client.query({ query: AddressLookupDocument, variables: { postcode }, fetchPolicy: 'no-cache' }),
    );
    const lookup = result?.data?.addressLookup;
    if (lookup && lookup.addresses.length > 0)
      setStep({ kind: 'addresses', postcode: lookup.addresses[0].postcode, lookup });
    else setProblem(MESSAGES.addressNotFound);
  };

  const searchTitles = async (address: ChosenAddress, altoId: string | null) => {
    const result = await run(() =>
      client.query({
        query: TitleSearchDocument,
        variables: { input: titleSearchInputFor(address) },
        fetchPolicy: 'no-cache',
      }),
    );
    const titles = result?.data?.titleSearch;
    if (titles) setStep({ kind: 'titles', address, titles, altoId });
    else setProblem(MESSAGES.addressNotFound);
  };

  const chooseAddress = async (address: ChosenAddress) => {
    if (!organisation?.usesPortal) return searchTitles(address, null);
    const result = await run(() =>
      client.query({ query: PortalSearchDocument, variables: { postcode: address.postcode }, fetchPolicy: 'no-cache' }),
    );
    const listings = result?.data?.portalSearch;
    // The portal is a convenience: if it cannot be reached the user goes on to the titles.
    if (listings) setStep({ kind: 'portal', address, listings });
    else await searchTitles(address, null);
  };

  const addChosenTitle = async (address: ChosenAddress, titles: Titles, title: TitleResult, altoId: string | null) => {
    setAdding(title.titleNumber);
    setProblem(null);
    try {
      await addProperty({
        variables: {
          input: {
            titleNumber: title.titleNumber,
            requestId: titles.requestId,
            altoId,
            address: { ...address, subBuildingName: title.subBuildingName ?? address.subBuildingName },
          },
        },
      });
      notify('Added successfully.');
      void navigate('/properties');
    } catch (error) {
      setProblem(addFailureMessage(error as Error, choosesAgency));
    } finally {
      setAdding(null);
    }
  };

  const outOfCredits = organisation?.credits === 0;

  return (
    <Stack gap="lg" maw={720}>
      {connectionProblem ? <ConnectionProblemBanner /> : null}
      <Stack gap={4}>
        <Title order={1}>Add property</Title>
        {organisation ? <Text c="gray.7">For {organisation.name}</Text> : null}
      </Stack>
      {outOfCredits && organisation ? (
        <CreditsNote organisationName={organisation.name} />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              {HEADINGS[step.kind]}
            </Title>
            {step.kind === 'postcode' ? (
              <PostcodeStep
                initialPostcode={lastPostcode}
                searching={busy}
                problem={problem}
                onSearch={(postcode) => void searchPostcode(postcode)}
                onSwitchToTitle={() => setStep({ kind: 'titleNumber' })}
                onAlternative={() => setStep({ kind: 'alternative', initial: { postcode: lastPostcode } })}
              />
            ) : null}
            {step.kind === 'titleNumber' ? (
              <TitleNumberForm
                choosesAgency={choosesAgency}
                ownOrganisationId={organisation?.id ?? null}
                onAdded={(id) => {
                  notify('Added successfully.');
                  void navigate(`/properties/${id}`);
                }}
                onSwitchToPostcode={() => setStep({ kind: 'postcode' })}
              />
            ) : null}
            {step.kind === 'addresses' ? (
              <AddressListStep
                postcode={step.postcode}
                addresses={step.lookup.addresses}
                sample={step.lookup.sample}
                busy={busy}
                onChoose={(address) => void chooseAddress(chosenAddressOf(address))}
                onNotListed={() => setStep({ kind: 'alternative', initial: { postcode: step.postcode } })}
              />
            ) : null}
            {step.kind === 'portal' ? (
              <PortalStep
                address={step.address}
                listings={step.listings.properties}
                sample={step.listings.sample}
                busy={busy}
                onChoose={(listing) => void searchTitles(step.address, listing.id)}
                onSkip={() => void searchTitles(step.address, null)}
              />
            ) : null}
            {step.kind === 'titles' ? (
              <TitleResultsStep
                results={step.titles.results}
                sample={step.titles.sample}
                adding={adding}
                onChoose={(title) => void addChosenTitle(step.address, step.titles, title, step.altoId)}
                onAlternative={() => setStep({ kind: 'alternative', initial: step.address })}
                onSearchAgain={() => setStep({ kind: 'postcode' })}
              />
            ) : null}
            {problem && (step.kind === 'addresses' || step.kind === 'portal' || step.kind === 'titles') ? (
              <Alert color={step.kind === 'titles' ? 'red' : 'orange'} variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            {step.kind === 'alternative' ? (
              <AlternativeSearchForm
                initial={step.initial}
                searching={busy}
                problem={problem}
                onSearch={(address) => void searchTitles(address, null)}
                onBack={() => setStep({ kind: 'postcode' })}
              />
            ) : null}
            {step.kind !== 'postcode' && step.kind !== 'titleNumber' ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setStep({ kind: 'postcode' })}
                style={{ alignSelf: 'flex-start' }}
              >
                Start again
              </Anchor>
            ) : null}
          </Stack>
        </Paper>
      )}
      {viewer.permissions.includes('GLOBAL_ADMIN_OPTIONS') ? <MonthlyLimitSetting /> : null}
    </Stack>
  );
}
