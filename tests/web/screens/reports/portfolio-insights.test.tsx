import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import type { AttributeSummaryReportQuery } from '../../../../web/src/gql/reports.ts';
import { makeProperties } from '../../../fixtures/web/property.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler, type RecordedRequest } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

type Summary = AttributeSummaryReportQuery['attributeSummary'];
type Filter = Record<string, unknown>;

const SOURCE = {
  legal_alerts: 'Legal Alerts',
  timescale: 'Conveyancing Timescale',
  mortgage: 'Mortgage Pre-Approval',
  fraud_risk: 'Transaction Fraud Risk',
} as const;

function attribute(
  key: string,
  name: string,
  source: keyof typeof SOURCE,
  counts: Record<string, number>,
  average: number | null = null,
) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    __typename: 'AttributeSummaryItem' as const,
    key,
    name,
    source: { __typename: 'AttributeSource' as const, name: source, title: SOURCE[source] },
    metrics: {
      __typename: 'AttributeMetrics' as const,
      total,
      average,
      dimensions: Object.entries(counts).map(([dimension, count]) => ({
        __typename: 'AttributeDimension' as const,
        key: dimension,
        count,
        percentage: Math.round((count * 100) / total),
      })),
    },
  };
}

/** A portfolio of 20 properties whose predicted timescale averages `weeks`; `null` for one with no properties. */
function summary(weeks: number | null): Summary {
  return {
    __typename: 'AttributeSummary',
    attributes:
      weeks === null
        ? []
        : [
            attribute('complexity', 'Complexity', 'timescale', { GREEN: 10, AMBER: 6, RED: 4 }, 52.5),
            attribute(
              'predicted_weeks',
              'Predicted conveyancing timescale',
              'timescale',
              { GREEN: 12, AMBER: 5, RED: 3 },
              weeks,
            ),
            attribute('restrictive_covenants', 'Restrictive Covenants', 'legal_alerts', { true: 5, false: 15 }),
            attribute('short_lease', 'Short lease', 'legal_alerts', { true: 1, false: 18, '': 1 }),
            attribute('mortgage_check_title', 'Check 1 Title', 'mortgage', { GREEN: 9, AMBER: 3, RED: 8 }),
            attribute('mortgage_check_previous_mortgage', 'Check 2 Previous Mortgage', 'mortgage', { GREEN: 20 }),
            attribute('mortgage_check_due_diligence', 'Check 3 Due Diligence', 'mortgage', { AMBER: 1, RED: 19 }),
            attribute('mortgage_combined', 'Combined Mortgage Approval', 'mortgage', {
              GREEN: 7,
              AMBER: 4,
              RED: 8,
              '': 1,
            }),
            attribute('fraud_risk_proprietor_mismatch', 'Proprietor not a seller', 'fraud_risk', {
              true: 4,
              false: 16,
            }),
            attribute('fraud_risk_title_unverified', 'Title not verified', 'fraud_risk', { true: 2, false: 18 }),
          ],
    filterOptions: {
      __typename: 'AttributeFilterOptions',
      brand: [
        { __typename: 'AttributeFilterOption', id: 'b1', name: 'Move Ready' },
        { __typename: 'AttributeFilterOption', id: 'b2', name: 'Canopy' },
      ],
      agency: [{ __typename: 'AttributeFilterOption', id: 'a1', name: 'Cotswold Homes' }],
      owner: [{ __typename: 'AttributeFilterOption', id: 'o1', name: 'Alex Agent' }],
      phase: [{ __typename: 'AttributeFilterOption', id: '1', name: 'Move Ready' }],
    },
    metadata: {
      __typename: 'AttributeSummaryMetadata',
      totalProperties: weeks === null ? 0 : 20,
      sellersInvited: 15,
      achievedMarketReady: 9,
      achievedContractReady: 4,
      achievedExchangeReady: 2,
      lawyerInstructed: 1,
    },
  };
}

/** The summary per filter: brand b2's portfolio is slower than the rest, and owner o1's slower still. */
function serve(requests: RecordedRequest[] = [], examples: RecordedRequest[] = []) {
  server.use(
    viewerHandler(makeViewer({ role: ROLE.administrator })),
    api.query('AttributeSummaryReport', ({ request, variables }) => {
      requests.push({ variables, headers: request.headers });
      const filter = variables.filter as Filter;
      return HttpResponse.json({
        data: { attributeSummary: summary(filter.ownerId === 'o1' ? 18.4 : filter.brandId === 'b2' ? 18 : 16) },
      });
    }),
    api.query('AttributeExamples', ({ request, variables }) => {
      examples.push({ variables, headers: request.headers });
      return HttpResponse.json({
        data: {
          attributeExamples: {
            __typename: 'AttributeExamples',
            key: variables.key,
            dimension: variables.dimension,
            total: 2,
            examples: [
              { __typename: 'AttributeExample', id: '7', name: '7 Harbour Row', dashboardPath: '/properties/7' },
              { __typename: 'AttributeExample', id: '9', name: '9 Quay Street', dashboardPath: '/properties/9' },
            ],
          },
        },
      });
    }),
  );
}

const lastFilter = (requests: RecordedRequest[]) => requests.at(-1)!.variables.filter as Filter;

async function open() {
  const app = renderApp('/admin/portfolio-insights');
  await screen.findByRole('heading', { level: 2, name: 'HOP Milestones' });
  return app;
}

/** A milestone card's figures: its text between the label and the line that explains it. */
function milestone(label: string): string {
  const card = screen.getByText(label, { selector: 'p' }).parentElement!;
  const meaning = card.lastElementChild!.textContent!;
  return card.textContent!.slice(label.length, -meaning.length);
}

describe('portfolio insights', () => {
  it('filters by brand and owner only, from the server’s options; sends all fields and the last 7 days', async () => {
    const requests: RecordedRequest[] = [];
    serve(requests);
    const app = await open();
    const main = within(screen.getByRole('main'));
    expect(
      main
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label') ?? (select as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Brand', 'Owner']);
    expect(main.queryByRole('search')).not.toBeInTheDocument();
    const first = lastFilter(requests);
    expect(first.allFields).toBe(true);
    const days = (Date.now() - new Date(first.createdAfter as string).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(8);

    await app.user.click(screen.getByRole('combobox', { name: 'Brand' }));
    expect(screen.getByRole('option', { name: 'All' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('option', { name: 'Canopy' }));
    await waitFor(() => expect(lastFilter(requests).brandId).toBe('b2'));
    await app.user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await app.user.click(screen.getByRole('option', { name: 'Alex Agent' }));
    await waitFor(() => expect(lastFilter(requests)).toMatchObject({ brandId: 'b2', ownerId: 'o1' }));

    await app.user.click(screen.getByRole('button', { name: 'Clear date range' }));
    await waitFor(() => expect(lastFilter(requests).createdAfter).toBeUndefined());
    expect(lastFilter(requests).createdBefore).toBeUndefined();
  });

  it('says which dates the report counts, and counts every date at one tap on Show all dates', async () => {
    const requests: RecordedRequest[] = [];
    serve(requests);
    const app = await open();
    const note = screen.getByText(/^Only properties added/).closest<HTMLElement>('[role="status"]')!;
    const from = new Date(lastFilter(requests).createdAfter as string);
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    expect(note).toHaveTextContent(
      `Only properties added from ${day.format(from)} to ${day.format(new Date())} are counted.`,
    );
    await app.user.click(within(note).getByRole('button', { name: 'Show all dates' }));
    await waitFor(() => expect(lastFilter(requests).createdAfter).toBeUndefined());
    expect(lastFilter(requests).createdBefore).toBeUndefined();
    expect(screen.queryByText(/^Only properties added/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Date range' })).toHaveTextContent('Any date');
  });

  it('shows every value of every attribute in words, and explains HOP and each milestone', async () => {
    serve();
    await open();
    const attributes = within(screen.getByRole('region', { name: 'Attributes' }));
    for (const words of [
      'Green: straightforward (45 % or less)',
      'Amber: 17 to 18 weeks',
      'Red: a lender is likely to refuse',
      'Yes',
      'No',
      'Not known yet',
    ])
      expect(attributes.getAllByText(words).length).toBeGreaterThan(0);
    const values = attributes.getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(values.filter((text) => /^(GREEN|AMBER|RED|true|false|<unset>|unknown|[a-z_]+)$/.test(text))).toEqual([]);
    expect(screen.getByText(/^HOP \(Home Owner Pack\): one property being prepared for sale here/)).toBeInTheDocument();
    expect(
      screen.getByText('Properties that have finished the Move Ready phase and can go on the market'),
    ).toBeInTheDocument();
  });

  it('shows the HOP milestones with totals, and as percentages with Hide Totals', async () => {
    serve();
    const app = await open();
    expect(milestone('Total HOPs')).toBe('20');
    expect(milestone('Sellers Invited')).toBe('1575% of 20');
    expect(milestone('Market Ready')).toBe('945% of 20');
    expect(milestone('Lawyer Instructed')).toBe('15% of 20');
    const attributes = within(
      within(screen.getByRole('region', { name: 'Attributes' })).getByRole('region', {
        name: 'Attributes: Legal Alerts',
      }),
    );
    expect(attributes.getAllByText('Total 20')).toHaveLength(2);

    const toggle = screen.getByRole('button', { name: 'Hide Totals' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show Totals' })).toHaveAttribute('aria-pressed', 'false');
    expect(milestone('Total HOPs')).toBe('20');
    expect(milestone('Sellers Invited')).toBe('75%');
    expect(milestone('Exchange Ready')).toBe('10%');
    expect(attributes.queryAllByText('Total 20')).toHaveLength(0);
    expect(attributes.getByRole('rowheader', { name: 'Short lease' })).toBeInTheDocument();
  });

  it('counts GREEN and AMBER towards the mortgage pre-approval rate', async () => {
    serve();
    await open();
    const mortgage = within(screen.getByRole('region', { name: 'Mortgage Pre-Approval Rate' }));
    expect(mortgage.getByText('Check 1 Title:').textContent).toBe('Check 1 Title: 60%');
    expect(mortgage.getByText('Check 2 Previous Mortgage:').textContent).toBe('Check 2 Previous Mortgage: 100%');
    expect(mortgage.getByText('Check 3 Due Diligence:').textContent).toBe('Check 3 Due Diligence: 5%');
    expect(mortgage.getByText('Combined Mortgage Approval:').textContent).toBe('Combined Mortgage Approval: 55%');
  });

  it('shows the legal alert gauges on their scales: the timescale from 8 to 26 weeks, green to 16, amber to 18, red above', async () => {
    const requests: RecordedRequest[] = [];
    serve(requests);
    const app = await open();
    expect(screen.getByRole('group', { name: 'Complexity rating: 52.5 %, amber' })).toBeInTheDocument();
    const timescale = screen.getByRole('group', { name: 'Predicted conveyancing timescale: 16 weeks, green' });
    expect(within(timescale).getByText('8–26 weeks')).toBeInTheDocument();
    // 0.35 × 16 + 3 = 8.6 weeks.
    expect(screen.getByRole('group', { name: /^Potential timesavings: 8\.6 weeks/ })).toBeInTheDocument();

    await app.user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await app.user.click(screen.getByRole('option', { name: 'Canopy' }));
    expect(
      await screen.findByRole('group', { name: 'Predicted conveyancing timescale: 18 weeks, amber' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await app.user.click(screen.getByRole('option', { name: 'Alex Agent' }));
    expect(
      await screen.findByRole('group', { name: 'Predicted conveyancing timescale: 18.4 weeks, red' }),
    ).toBeInTheDocument();
    // 0.35 × 18.4 + 3 = 9.44, to one decimal.
    expect(screen.getByRole('group', { name: /^Potential timesavings: 9\.4 weeks/ })).toBeInTheDocument();
  });

  it('shows the legal alert circles and the fraud risk profile', async () => {
    serve();
    await open();
    const alerts = within(screen.getByRole('region', { name: 'Legal Alerts' }));
    const circle = (name: string) => alerts.getByText(name).parentElement!.textContent;
    expect(circle('Restrictive Covenants')).toBe('25%Restrictive Covenants');
    expect(circle('Short lease')).toBe('5%Short lease');
    const fraud = within(screen.getByRole('region', { name: 'Transaction Fraud Risk Profile' }));
    // 4/20 + 2/20 summed across the fraud_risk attributes.
    expect(fraud.getByText('0.3')).toBeInTheDocument();
    expect(fraud.getByText('Proprietor not a seller:').textContent).toBe('Proprietor not a seller: 20%');
  });

  it('a count opens the Examples modal, whose links open each dashboard in a new tab', async () => {
    const examples: RecordedRequest[] = [];
    serve([], examples);
    const app = await open();
    const table = within(
      within(screen.getByRole('region', { name: 'Attributes' })).getByRole('region', {
        name: 'Attributes: Mortgage Pre-Approval',
      }),
    );
    await app.user.click(
      table.getByRole('button', { name: '9 properties: Check 1 Title Green: a lender should approve' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Examples: Check 1 Title — Green: a lender should approve' }),
    );
    const link = await dialog.findByRole('link', { name: '7 Harbour Row' });
    expect(link).toHaveAttribute('href', '/properties/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(dialog.getByRole('link', { name: '9 Quay Street' })).toHaveAttribute('href', '/properties/9');
    expect(dialog.getByText('2 properties')).toBeInTheDocument();
    expect(examples[0].variables).toMatchObject({
      key: 'mortgage_check_title',
      dimension: 'GREEN',
      filter: { allFields: true },
    });
  });

  it('names every circle and mortgage check, at 0%, and leaves the gauges empty when no property is in the range', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      api.query('AttributeSummaryReport', () => HttpResponse.json({ data: { attributeSummary: summary(null) } })),
    );
    await open();
    expect(milestone('Total HOPs')).toBe('0');
    const alerts = within(screen.getByRole('region', { name: 'Legal Alerts' }));
    for (const name of [
      'Restrictive Covenants',
      'Restrictions',
      'Building Works',
      'Short lease',
      'Onerous Ground Rent',
      'Freehold Unavoidable Costs',
    ]) {
      expect(alerts.getByText(name).parentElement!.textContent).toBe(`0%${name}`);
    }
    const mortgage = within(screen.getByRole('region', { name: 'Mortgage Pre-Approval Rate' }));
    for (const name of [
      'Check 1 Title',
      'Check 2 Previous Mortgage',
      'Check 3 Due Diligence',
      'Combined Mortgage Approval',
    ]) {
      expect(mortgage.getByText(`${name}:`).textContent).toBe(`${name}: 0%`);
    }
    expect(screen.queryByText(/restrictive_covenants|mortgage_check/)).not.toBeInTheDocument();
    // The gauges have nothing to show, and say so rather than show 0 weeks as green.
    for (const gauge of ['Complexity rating', 'Predicted conveyancing timescale', 'Potential timesavings']) {
      expect(
        within(screen.getByRole('group', { name: `${gauge}: no properties` })).getByText('No properties'),
      ).toBeInTheDocument();
    }
  });

  it('is for administrators only: a brand admin is told why', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.brandAdmin })), propertiesHandler(makeProperties(1, 2)));
    const app = renderApp('/admin/portfolio-insights');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your account cannot open Portfolio insights/);
    expect(app.location()).toBe('/admin/portfolio-insights');
    expect(screen.queryByRole('heading', { name: 'Portfolio insights' })).not.toBeInTheDocument();
  });
});
