import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import type { AttributeStatisticsQuery } from '../../../../web/src/gql/reports.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { graphqlError, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

type Statistics = AttributeStatisticsQuery['attributeStatistics'];

/** The report as the gateway returns it; `counts` sets each column's number of properties. */
function statistics(totalProps: number, counts: Record<string, number> = {}): Statistics {
  const share = (keys: string[], base: number) =>
    keys.map((key) => {
      const count = counts[key] ?? 0;
      return {
        __typename: 'AttributeShare' as const,
        key,
        count,
        percentage: base ? Math.round((count * 1000) / base) / 10 : 0,
      };
    });
  return {
    __typename: 'AttributeStatistics',
    totalProps,
    propTypePropCount: 8,
    ta6CompleteCount: 6,
    ta6CompleteFreeholdCount: 4,
    nonstandardCount: counts.nonstandard ?? 0,
    computedAt: '2026-11-20T09:30:00.000Z',
    averages: {
      __typename: 'AttributeAverages',
      currentComplexity: 37.5,
      predictedTimescale: 17.2,
      complexityIssues: 2.4,
    },
    propertyTypes: share(
      ['terraced', 'semi', 'detached', 'bungalow', 'flat1', 'flat2', 'flat3', 'flat4', 'other', 'nonstandard'],
      8,
    ),
    services: share(['electricity', 'gas', 'water', 'sewerage', 'telephone', 'cable', 'broadband'], 6),
    broadband: share(['adsl', 'cable', 'fttp', 'fttc', 'unknown'], 6),
    tenure: share(
      [
        'freehold',
        'leasehold',
        'other',
        'commonhold',
        'freeholdpaycosts',
        'leaseholdlessthan80',
        'groundRentMoreThan01',
      ],
      6,
    ),
  };
}

const FIRST = statistics(10, {
  terraced: 3,
  semi: 2,
  detached: 1,
  flat1: 1,
  nonstandard: 1,
  electricity: 6,
  gas: 5,
  water: 6,
  broadband: 4,
  fttp: 3,
  adsl: 1,
  freehold: 4,
  leasehold: 2,
  leaseholdlessthan80: 1,
});

function serve(
  role: (typeof ROLE)[keyof typeof ROLE],
  options: { first?: Statistics; refreshed?: () => Response } = {},
) {
  let refreshes = 0;
  server.use(
    viewerHandler(makeViewer({ role })),
    api.query('AttributeStatistics', () =>
      HttpResponse.json({ data: { attributeStatistics: options.first ?? FIRST } }),
    ),
    api.mutation('RefreshAttributeStatistics', () => {
      refreshes++;
      return (
        options.refreshed?.() ??
        HttpResponse.json({
          data: { refreshAttributeStatistics: statistics(12, { terraced: 5, semi: 2, detached: 1 }) },
        })
      );
    }),
  );
  return { refreshes: () => refreshes };
}

/** The rows of a statistics table as its cells' text, heading row first. */
function rowsOf(title: string): string[][] {
  const table = within(screen.getByRole('region', { name: title })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('property attributes statistics (propattrs)', () => {
  it('shows the averages and the property type, services, broadband and tenure tables with the number of properties', async () => {
    serve(ROLE.administrator);
    renderApp('/admin/reports/attributes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Property attributes' })).toBeInTheDocument();
    const averages = within(screen.getByRole('region', { name: 'Averages' }));
    expect(averages.getByText('37.5%')).toBeInTheDocument();
    expect(averages.getByText('17.2 weeks')).toBeInTheDocument();
    expect(averages.getByText('2.4')).toBeInTheDocument();

    const types = rowsOf('Property type');
    expect(types[0]).toEqual(['Property type', 'Properties', '%']);
    expect(types.slice(1).map(([label]) => label)).toEqual([
      'Terraced',
      'Semi-detached',
      'Detached',
      'Bungalow',
      'Flat (ground floor)',
      'Flat (1st floor)',
      'Flat (2nd floor)',
      'Flat (3rd floor or higher)',
      'Other',
      'Non-standard (such as a park home)',
    ]);
    expect(types[1]).toEqual(['Terraced', '3', '37.5%']);
    expect(screen.getByText('Of 8 properties whose type is known')).toBeInTheDocument();

    expect(
      rowsOf('Services')
        .slice(1)
        .map(([label]) => label),
    ).toEqual(['Electricity', 'Gas', 'Water', 'Sewerage', 'Telephone', 'Cable', 'Broadband']);
    expect(rowsOf('Services')[2]).toEqual(['Gas', '5', '83.3%']);
    expect(screen.getByText('Property information form (TA6) complete: 6')).toBeInTheDocument();
    expect(
      rowsOf('Broadband')
        .slice(1)
        .map(([label]) => label),
    ).toEqual([
      'ADSL (broadband over the phone line)',
      'Cable',
      'FTTP (full fibre to the home)',
      'FTTC (fibre to the street cabinet, copper to the home)',
      'Not known or none',
    ]);
    expect(rowsOf('Broadband')[3]).toEqual(['FTTP (full fibre to the home)', '3', '50%']);
    expect(
      rowsOf('Tenure')
        .slice(1)
        .map(([label]) => label),
    ).toEqual([
      'Freehold',
      'Leasehold',
      'Other',
      'Commonhold',
      'Freehold paying estate charges',
      'Lease under 80 years',
      'Ground rent over 0.1 % of the price',
    ]);
    expect(rowsOf('Tenure')[6]).toEqual(['Lease under 80 years', '1', '16.7%']);
    expect(screen.getByText('Freeholds with the property information form (TA6) complete: 4')).toBeInTheDocument();
    expect(screen.getByText(/^10 properties · counted 20\/11\/2026/)).toBeInTheDocument();
  });

  it('Show number of properties is on at first; unticked, every table shows percentages only', async () => {
    serve(ROLE.administrator);
    const app = renderApp('/admin/reports/attributes');
    const toggle = await screen.findByRole('checkbox', { name: 'Show number of properties' });
    expect(toggle).toBeChecked();
    await app.user.click(toggle);
    expect(toggle).not.toBeChecked();
    for (const title of ['Property type', 'Services', 'Broadband', 'Tenure']) {
      expect(rowsOf(title)[0]).toEqual([title, '%']);
    }
    expect(rowsOf('Property type')[1]).toEqual(['Terraced', '37.5%']);
    await app.user.click(toggle);
    expect(rowsOf('Property type')[1]).toEqual(['Terraced', '3', '37.5%']);
  });

  it('Refresh statistics recounts, shows the new figures and Updated successfully for three seconds', async () => {
    const calls = serve(ROLE.administrator);
    const app = renderApp('/admin/reports/attributes');
    await screen.findByText(/^10 properties/);
    await app.user.click(screen.getByRole('button', { name: 'Refresh statistics' }));
    expect(await screen.findByText('Updated successfully')).toHaveAttribute('role', 'status');
    expect(calls.refreshes()).toBe(1);
    expect(screen.getByText(/^12 properties/)).toBeInTheDocument();
    expect(rowsOf('Property type')[1]).toEqual(['Terraced', '5', '62.5%']);
    // The note goes after three seconds (spec 02 §9).
    const started = Date.now();
    await waitForElementToBeRemoved(() => screen.queryByText('Updated successfully'), { timeout: 4500 });
    expect(Date.now() - started).toBeGreaterThan(2000);
  });

  it('a refused refresh says why and keeps the figures shown', async () => {
    serve(ROLE.administrator, { refreshed: () => graphqlError('Failed to fetch report', 'UPSTREAM_UNAVAILABLE') });
    const app = renderApp('/admin/reports/attributes');
    await screen.findByText(/^10 properties/);
    await app.user.click(screen.getByRole('button', { name: 'Refresh statistics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(screen.queryByText('Updated successfully')).not.toBeInTheDocument();
    expect(screen.getByText(/^10 properties/)).toBeInTheDocument();
  });

  it('is not opened to a brand admin, who is told why', async () => {
    serve(ROLE.brandAdmin);
    const app = renderApp('/admin/reports/attributes');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your account cannot open/);
    expect(app.location()).toBe('/admin/reports/attributes');
    expect(screen.queryByRole('button', { name: 'Refresh statistics' })).not.toBeInTheDocument();
  });
});
