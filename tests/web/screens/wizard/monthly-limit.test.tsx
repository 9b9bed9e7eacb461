import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { makeWizardStart, wizardHandlers } from '../../../fixtures/web/wizard.ts';
import { propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { api, server } from '../../support/server.ts';

const limit = (value: number) => ({ __typename: 'MonthlyLimit', id: 'monthly-limit', value, usedThisMonth: 12 });

function setUp(role: (typeof ROLE)[keyof typeof ROLE], mutation: () => Response) {
  const sent: unknown[] = [];
  server.use(
    viewerHandler(makeViewer({ role })),
    propertiesHandler([]),
    ...wizardHandlers(makeWizardStart({ role })).handlers,
    api.query('MonthlyLimit', () => HttpResponse.json({ data: { monthlyLimit: limit(-1) } })),
    api.mutation('SetMonthlyLimit', ({ variables }) => {
      sent.push(variables);
      return mutation();
    }),
  );
  return { sent, ...renderApp('/properties/new') };
}

describe('monthly HOP limit', () => {
  it('lets an administrator set the limit and says so', async () => {
    const { user, sent } = setUp(ROLE.administrator, () =>
      HttpResponse.json({ data: { setMonthlyLimit: limit(150) } }),
    );
    const section = within(await screen.findByRole('region', { name: 'Monthly HOP limit' }));
    expect(section.getByText('12 added this month, no limit set. Enter -1 for no limit.')).toBeInTheDocument();
    await user.clear(section.getByLabelText('New properties per month'));
    await user.type(section.getByLabelText('New properties per month'), '150');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Monthly HOP limit updated')).toBeInTheDocument();
    expect(sent).toEqual([{ value: 150 }]);
    await waitFor(() =>
      expect(section.getByText('12 added this month of 150. Enter -1 for no limit.')).toBeInTheDocument(),
    );
  });

  it('says when the update fails', async () => {
    const { user } = setUp(ROLE.administrator, () =>
      HttpResponse.json({ data: null, errors: [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }] }),
    );
    const section = within(await screen.findByRole('region', { name: 'Monthly HOP limit' }));
    await user.clear(section.getByLabelText('New properties per month'));
    await user.type(section.getByLabelText('New properties per month'), '5');
    await user.click(section.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Error updating monthly HOP limit')).toBeInTheDocument();
  });

  it('keeps -5 as typed when the field is left, says why and sends nothing', async () => {
    const { user, sent } = setUp(ROLE.administrator, () => HttpResponse.json({}));
    const section = within(await screen.findByRole('region', { name: 'Monthly HOP limit' }));
    const field = section.getByLabelText('New properties per month');
    await user.clear(field);
    await user.type(field, '-5');
    await user.tab();
    expect(field).toHaveValue('-5');
    expect(section.getByText('Enter -1 for no limit, or a number of 0 or more')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save limit' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('is not offered to an agent', async () => {
    setUp(ROLE.agent, () => HttpResponse.json({}));
    expect(await screen.findByRole('heading', { name: 'Find the property' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Monthly HOP limit' })).not.toBeInTheDocument();
  });
});
