import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import type { AttributeSummaryReportQuery } from '../../../../web/src/gql/reports.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { viewerHandler, type RecordedRequest } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

type Summary = AttributeSummaryReportQuery['attributeSummary'];

function summary(totalProperties: number): Summary {
  const dims = (counts: Record<string, number>) =>
    Object.entries(counts).map(([key, count]) => ({
      __typename: 'AttributeDimension' as const,
      key,
      count,
      percentage: Math.round((count * 100) / totalProperties),
    }));
  const attribute = (key: string, name: string, counts: Record<string, number>) => ({
    __typename: 'AttributeSummaryItem' as const,
    key,
    name,
    source: { __typename: 'AttributeSource' as const, name: 'legal_alerts', title: 'Legal Alerts' },
    metrics: {
      __typename: 'AttributeMetrics' as const,
      total: totalProperties,
      average: null,
      dimensions: dims(counts),
    },
  });
  return {
    __typename: 'AttributeSummary',
    attributes: totalProperties
      ? [
          attribute('short_lease', 'Short lease', { false: 2, '': 1 }),
          attribute('property_type', 'Property type', {
            terraced: 1,
            semi: 1,
            detached: 1,
            bungalow: 1,
            flat1: 1,
            flat2: 1,
            other: 1,
          }),
        ]
      : [],
    filterOptions: {
      __typename: 'AttributeFilterOptions',
      brand: [{ __typename: 'AttributeFilterOption', id: '1', name: 'Move Ready' }],
      agency: [],
      owner: [],
      phase: [{ __typename: 'AttributeFilterOption', id: '1', name: 'Move Ready' }],
    },
    metadata: {
      __typename: 'AttributeSummaryMetadata',
      totalProperties,
      sellersInvited: 0,
      achievedMarketReady: 0,
      achievedContractReady: 0,
      achievedExchangeReady: 0,
      lawyerInstructed: 0,
    },
  };
}

function summaryHandler(answer: (variables: Record<string, unknown>) => Summary, requests: RecordedRequest[] = []) {
  return api.query('AttributeSummaryReport', ({ request, variables }) => {
    requests.push({ variables, headers: request.headers });
    return HttpResponse.json({ data: { attributeSummary: answer(variables) } });
  });
}

describe('properties report', () => {
  it('lists name, total and dimension rows in words, an empty one as Not known yet; more than five behind Show (n)', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      summaryHandler(() => summary(7)),
    );
    const app = renderApp('/admin/reports/properties');
    expect(await screen.findByRole('heading', { name: 'Properties' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Attributes' });
    expect(within(table).getByText('Short lease')).toBeInTheDocument();
    expect(within(table).getByText('Not known yet')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    expect(within(table).getByText('Semi-detached')).toBeInTheDocument();
    expect(within(table).getByText('Flat (ground floor)')).toBeInTheDocument();
    expect(within(table).queryByText('Other')).toBeNull();
    await app.user.click(within(table).getByRole('button', { name: 'Show (2)' }));
    expect(within(table).getByText('Other')).toBeInTheDocument();
    // No code reaches the reader: every value cell is words.
    const values = within(table)
      .getAllByRole('row')
      .map((row) => row.querySelector('td')?.textContent ?? '');
    expect(values.filter((text) => /^(true|false|<unset>|[a-z]+\d?|[A-Z]+)$/.test(text))).toEqual([]);
    expect(within(table).getByRole('button', { name: 'Hide (2)' })).toBeInTheDocument();
  });

  it('asks for all fields and the last 7 days; a cleared range and a search are sent as typed', async () => {
    const requests: RecordedRequest[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.agent })),
      summaryHandler(() => summary(3), requests),
    );
    const app = renderApp('/admin/reports/properties');
    await screen.findByRole('table', { name: 'Attributes' });
    const first = requests[0].variables.filter as Record<string, string>;
    expect(first.allFields).toBe(true);
    const days = (Date.now() - new Date(first.createdAfter).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThan(8);
    await app.user.click(screen.getByRole('button', { name: 'Clear date range' }));
    await waitFor(() =>
      expect((requests.at(-1)!.variables.filter as Record<string, unknown>).createdAfter).toBeUndefined(),
    );
    await app.user.type(screen.getByRole('textbox', { name: 'Search' }), 'Harbour{Enter}');
    await waitFor(() => expect((requests.at(-1)!.variables.filter as Record<string, unknown>).search).toBe('Harbour'));
  });

  it('a simple user’s report does not ask for all fields', async () => {
    const requests: RecordedRequest[] = [];
    server.use(
      viewerHandler(makeViewer({ role: ROLE.simple })),
      summaryHandler(() => summary(3), requests),
    );
    renderApp('/admin/reports/properties');
    await screen.findByRole('table', { name: 'Attributes' });
    expect((requests[0].variables.filter as Record<string, unknown>).allFields).toBe(false);
  });

  it('exports a CSV whose every dimension is in words', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      summaryHandler(() => summary(7)),
    );
    const saved: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:report';
    });
    try {
      const app = renderApp('/admin/reports/properties');
      await screen.findByRole('table', { name: 'Attributes' });
      await app.user.click(screen.getByRole('button', { name: 'Export CSV (Excel)' }));
      const lines = (await saved[0].text()).replace('\uFEFF', '').trim().split('\r\n');
      expect(lines).toContain('Short lease,7,No,2,29');
      expect(lines).toContain('Short lease,7,Not known yet,1,14');
      expect(lines).toContain('Property type,7,Semi-detached,1,14');
      expect(lines).toContain('Property type,7,Flat (ground floor),1,14');
      const dimensions = lines.slice(1).map((line) => line.split(',')[2]);
      expect(dimensions.filter((text) => /^(true|false|<unset>|[a-z_]+\d?|[A-Z_]+)$/.test(text))).toEqual([]);
    } finally {
      createObjectURL.mockRestore();
    }
  });

  it('refuses to export an empty report with No attributes to export', async () => {
    server.use(
      viewerHandler(makeViewer({ role: ROLE.administrator })),
      summaryHandler(() => summary(0)),
    );
    const app = renderApp('/admin/reports/properties');
    await screen.findByText('No properties match these filters.');
    await app.user.click(screen.getByRole('button', { name: 'Export CSV (Excel)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No attributes to export');
  });
});
