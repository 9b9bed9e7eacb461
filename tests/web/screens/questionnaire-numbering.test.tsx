import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDefinition } from '../../../domain/forms/content/index.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

describe('property information’s section numbers', () => {
  it('say on section 12 why 14 comes next, before the section is opened', async () => {
    const { handlers } = questionnaireHandlers('7', formDefinition('info')!);
    server.use(
      viewerHandler(makeViewer({ role: ROLE.homeMover })),
      dashboardHandler([makeDashboardProperty(7)]),
      ...handlers,
    );
    renderApp('/properties/7/property-information');
    const services = await screen.findByRole('button', { name: /^12 Services and utilities/ });
    expect(services).toHaveTextContent(
      'This section also asks part 13 of the TA6, Connection to utilities and services, so the next section is 14.',
    );
    expect(screen.getByRole('button', { name: /^14 Moving and completion/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('numbering-note')).toHaveLength(1);
  });
});
