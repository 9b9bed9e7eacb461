import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { makeWizardStart, TITLES, wizardHandlers } from '../../../fixtures/web/wizard.ts';
import { makeDashboardProperty } from '../../../fixtures/web/property.ts';
import { dashboardHandler, propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

function setUp(
  options: Parameters<typeof makeWizardStart>[0] = {},
  overrides: Parameters<typeof wizardHandlers>[1] = {},
) {
  const role = options.role ?? ROLE.agent;
  const { handlers, calls } = wizardHandlers(makeWizardStart(options), overrides);
  server.use(
    viewerHandler(makeViewer({ role, organisation: { credits: options.credits ?? 5 } })),
    propertiesHandler([]),
    dashboardHandler([makeDashboardProperty(77)]),
    ...handlers,
  );
  return { calls, ...renderApp('/properties/new') };
}

const main = () => within(screen.getByRole('main'));

describe('add-property wizard: by postcode', () => {
  it('goes postcode → address → Land Registry titles → added, one request per step, and lands on the properties list', async () => {
    const { user, calls, location } = setUp();
    await user.type(await main().findByLabelText('Postcode'), 'gl50 1qa');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: 'Flat 2, 7 Lansdown Road, Cheltenham' }));
    expect(await main().findByRole('heading', { name: 'Choose the title' })).toBeInTheDocument();
    expect(calls.PortalSearch).toBeUndefined();
    expect(calls.TitleSearch).toEqual([
      { input: { buildingNumber: '7', streetName: 'Lansdown Road', cityName: 'Cheltenham', postcode: 'GL50 1QA' } },
    ]);
    expect(
      main().getByRole('button', { name: /Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA \(leasehold\)/ }),
    ).toBeInTheDocument();
    expect(
      main().getByRole('button', { name: /^7 Lansdown Road, Cheltenham, GL50 1QA\s*· GR100001$/ }),
    ).toBeInTheDocument();
    expect(main().getByText(/Sample Land Registry titles/)).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: /GR100002/ }));
    await waitFor(() => expect(location()).toBe('/properties'));
    expect(await screen.findByText('Added successfully.')).toBeInTheDocument();
    expect(calls.AddProperty).toEqual([
      {
        input: {
          titleNumber: 'GR100002',
          requestId: 'req-42',
          altoId: null,
          address: {
            subBuildingName: 'Flat 2',
            buildingName: '',
            buildingNumber: '7',
            thoroughfare: 'Lansdown Road',
            townOrCity: 'Cheltenham',
            postcode: 'GL50 1QA',
          },
        },
      },
    ]);
    expect(calls.AddressLookup).toEqual([{ postcode: 'gl50 1qa' }]);
  });

  it('asks for a postcode before searching', async () => {
    const { user, calls } = setUp();
    await user.click(await main().findByRole('button', { name: 'Search' }));
    expect(main().getByText('Please enter a postcode.')).toBeInTheDocument();
    expect(calls.AddressLookup).toBeUndefined();
  });

  it('says it cannot find a postcode without addresses, and the alternative form searches by parts', async () => {
    const { user, calls } = setUp({}, { lookup: { __typename: 'AddressLookup', sample: true, addresses: [] } });
    await user.type(await main().findByLabelText('Postcode'), 'ZZ1 1ZZ');
    await user.click(main().getByRole('button', { name: 'Search' }));
    expect(
      await main().findByText(
        "Hmmm, we can't seem to find that. Please try again, or use the alternative search form.",
      ),
    ).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Alternative search form' }));
    expect(main().getByText(/For a flat, leave out the flat number/)).toBeInTheDocument();
    expect(main().getByText(/give only the building name and the postcode/)).toBeInTheDocument();
    expect(main().getByLabelText('Postcode')).toHaveValue('ZZ1 1ZZ');
    await user.clear(main().getByLabelText('Postcode'));
    await user.type(main().getByLabelText('Building name'), 'Rose Cottage');
    await user.type(main().getByLabelText('Street'), 'Prestbury Road');
    await user.type(main().getByLabelText('City/town'), 'Cheltenham');
    await user.click(main().getByRole('button', { name: 'Search' }));
    expect(await main().findByRole('heading', { name: 'Choose the title' })).toBeInTheDocument();
    expect(calls.TitleSearch).toEqual([
      { input: { buildingName: 'Rose Cottage', streetName: 'Prestbury Road', cityName: 'Cheltenham' } },
    ]);
  });

  it("offers 'My address isn't listed here', then Search again returns to the postcode", async () => {
    const { user } = setUp();
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: "My address isn't listed here" }));
    expect(main().getByLabelText('Postcode')).toHaveValue('GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search again' }));
    expect(main().getByRole('heading', { name: 'Find the property' })).toBeInTheDocument();
  });

  it('shows the portal step only to an organisation that uses the portal, names the address, puts its listing first and marked, and sends it', async () => {
    const { user, calls } = setUp({ usesPortal: true });
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: 'Flat 2, 7 Lansdown Road, Cheltenham' }));
    expect(await main().findByRole('heading', { name: 'Match it to your portal' })).toBeInTheDocument();
    expect(main().getByTestId('chosen-address')).toHaveTextContent('Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA');
    expect(main().getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    const listings = within(main().getByRole('list', { name: 'Portal listings' })).getAllByRole('button');
    expect(listings[0]).toHaveTextContent('Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QAThis address');
    expect(listings.slice(1).every((button) => !button.textContent?.includes('This address'))).toBe(true);
    // The listing at the address is linked without a question.
    await user.click(listings[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await main().findByRole('button', { name: /GR100002/ }));
    await waitFor(() => expect(calls.AddProperty?.[0]).toMatchObject({ input: { altoId: 'ALTO-000123' } }));
  });

  it('says when no listing is at the chosen address, and asks before linking one at another address', async () => {
    const { user, calls } = setUp({ usesPortal: true });
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: 'Flat 3, 7 Lansdown Road, Cheltenham' }));
    expect(await main().findByTestId('no-listing-here')).toHaveTextContent(
      'None of these listings is at this address.',
    );
    expect(main().getByTestId('chosen-address')).toHaveTextContent('Flat 3, 7 Lansdown Road, Cheltenham, GL50 1QA');

    await user.click(main().getByRole('button', { name: '1 Lansdown Road, Cheltenham, GL50 1QA' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Link a listing at another address?' }));
    expect(
      dialog.getByText(
        'The property is at Flat 3, 7 Lansdown Road, Cheltenham, GL50 1QA, but this listing is at 1 Lansdown Road, Cheltenham, GL50 1QA. Link it only if it is the same property, written another way on the portal.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Choose another' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.TitleSearch).toBeUndefined();
    expect(main().getByRole('heading', { name: 'Match it to your portal' })).toBeInTheDocument();

    await user.click(main().getByRole('button', { name: '1 Lansdown Road, Cheltenham, GL50 1QA' }));
    await user.click(await screen.findByRole('button', { name: 'Link anyway' }));
    await user.click(await main().findByRole('button', { name: /GR100002/ }));
    await waitFor(() => expect(calls.AddProperty?.[0]).toMatchObject({ input: { altoId: 'ALTO-000101' } }));
  });

  it('shows the server’s reason when adding fails, and stays on the titles', async () => {
    const { user, location } = setUp(
      {},
      {
        addError:
          'Harbour Estates has no credits left for adding properties. Request more credits or get in touch with us.',
      },
    );
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: '1 Lansdown Road, Cheltenham' }));
    await user.click(await main().findByRole('button', { name: /GR100001/ }));
    expect(
      await main().findByText(
        'Harbour Estates has no credits left for adding properties. Request more credits or get in touch with us.',
      ),
    ).toBeInTheDocument();
    expect(location()).toBe('/properties/new');
  });

  it('says when no titles are found and keeps both ways on', async () => {
    const { user } = setUp({}, { titles: { ...TITLES, results: [] } });
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: '1 Lansdown Road, Cheltenham' }));
    expect(await main().findByText('No Land Registry titles were found at this address.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Alternative search form' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Search again' })).toBeInTheDocument();
  });

  it('shows the request-credits note instead of the wizard when credits are 0', async () => {
    setUp({ credits: 0 });
    expect(await main().findByText('No credits left')).toBeInTheDocument();
    expect(main().queryByLabelText('Postcode')).not.toBeInTheDocument();
  });
});

describe('add-property wizard: by title number', () => {
  it('needs a title number and an agent, then a valid title number', async () => {
    const { user } = setUp();
    await user.click(await main().findByRole('button', { name: 'Switch to title number' }));
    await user.click(main().getByRole('button', { name: 'Add property' }));
    expect(main().getByText('Please enter a title number and an agent')).toBeInTheDocument();
    await user.type(main().getByLabelText('Title number'), 'not-a-title');
    await waitFor(() =>
      expect(main().getByRole('option', { name: 'Agent of 10 (agent10@example.com)' })).toBeInTheDocument(),
    );
    await user.selectOptions(main().getByLabelText('Agent'), 'agent-of-10');
    await user.click(main().getByRole('button', { name: 'Add property' }));
    expect(main().getByText('Please enter a valid title number')).toBeInTheDocument();
  });

  it('adds with the chosen agent and opens the dashboard', async () => {
    let sent: unknown = null;
    server.use(
      api.mutation('AddPropertyByTitle', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { addPropertyByTitle: { __typename: 'Property', id: '77', name: 'Rose Cottage' } },
        });
      }),
    );
    const { user, location } = setUp();
    await user.click(await main().findByRole('button', { name: 'Switch to title number' }));
    expect(main().queryByLabelText('Agency')).not.toBeInTheDocument();
    await user.type(main().getByLabelText('Title number'), 'GR123456');
    await user.selectOptions(main().getByLabelText('Agent'), '-1');
    await user.click(main().getByRole('button', { name: 'Add property' }));
    await waitFor(() => expect(location()).toBe('/properties/77'));
    expect(sent).toEqual({ input: { titleNumber: 'GR123456', agentId: '-1' } });
  });

  it('prefixes the server’s reason with the spec’s words when adding by title fails', async () => {
    server.use(
      api.mutation('AddPropertyByTitle', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'No title was found with number GR9.', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    const { user } = setUp();
    await user.click(await main().findByRole('button', { name: 'Switch to title number' }));
    await user.type(main().getByLabelText('Title number'), 'GR9');
    await user.selectOptions(main().getByLabelText('Agent'), '-1');
    await user.click(main().getByRole('button', { name: 'Add property' }));
    expect(
      await main().findByText('There was a problem adding the property. No title was found with number GR9.'),
    ).toBeInTheDocument();
  });

  it('gives a brand admin the agency select; choosing an agency resets the agent and lists that agency’s agents', async () => {
    const { user, calls } = setUp({ role: ROLE.brandAdmin });
    await user.click(await main().findByRole('button', { name: 'Switch to title number' }));
    const agency = main().getByLabelText('Agency');
    await waitFor(() =>
      expect(within(agency).getByRole('option', { name: 'Quay Homes (Harbour Brand)' })).toBeInTheDocument(),
    );
    expect(within(agency).getByRole('option', { name: 'The agency I want is not listed' })).toHaveValue('-1');
    expect(agency).toHaveValue('0');
    await user.selectOptions(agency, '21');
    await waitFor(() =>
      expect(main().getByRole('option', { name: 'Agent of 21 (agent21@example.com)' })).toBeInTheDocument(),
    );
    await user.selectOptions(main().getByLabelText('Agent'), 'agent-of-21');
    await user.selectOptions(agency, '22');
    expect(main().getByLabelText('Agent')).toHaveValue('0');
    await waitFor(() => expect(calls.AgentOptions?.at(-1)).toEqual({ organisationId: '22' }));
  });
});

describe('add-property wizard: when a search fails', () => {
  it('keeps the user on the address list with the spec’s message and the connection-problem banner', async () => {
    const { handlers } = wizardHandlers(makeWizardStart());
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), ...handlers);
    // Registered later, so it answers before the fixture's TitleSearch.
    server.use(
      api.query('TitleSearch', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'The Land Registry service is unavailable.', extensions: { code: 'UPSTREAM_ERROR' } }],
        }),
      ),
    );
    const { user } = renderApp('/properties/new');
    await user.type(await main().findByLabelText('Postcode'), 'GL50 1QA');
    await user.click(main().getByRole('button', { name: 'Search' }));
    await user.click(await main().findByRole('button', { name: '1 Lansdown Road, Cheltenham' }));
    expect(
      await main().findByText(
        "Hmmm, we can't seem to find that. Please try again, or use the alternative search form.",
      ),
    ).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Choose the address' })).toBeInTheDocument();
    expect(main().getByText('Connection problem')).toBeInTheDocument();
  });
});
