import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE, roleLabel, type RoleCode } from '../../../../domain/roles.ts';
import { makeProperties } from '../../../fixtures/web/property.ts';
import { makeViewer } from '../../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler } from '../../support/handlers.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { server } from '../../support/server.ts';

function serve(role: RoleCode) {
  server.use(viewerHandler(makeViewer({ role })), propertiesHandler(makeProperties(1, 2)));
}

describe('/admin/graphql, the GraphQL explorer', () => {
  it.each(
    [ROLE.agent, ROLE.brandAdmin, ROLE.simple, ROLE.solicitor, ROLE.homeMover].map(
      (role) => [roleLabel(role), role] as const,
    ),
  )('is not opened to role %s, who is told why and offered their properties', async (_label, role) => {
    serve(role);
    const app = renderApp('/admin/graphql');
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Your account cannot open GraphQL explorer.');
    expect(app.location()).toBe('/admin/graphql');
    expect(screen.getByRole('link', { name: 'Back to your properties' })).toHaveAttribute('href', '/properties');
  });

  it('opens to an administrator, and says so when the explorer cannot be loaded', async () => {
    // jsdom cannot import the separately built explorer from the server: the screen's failure shows.
    serve(ROLE.administrator);
    const app = renderApp('/admin/graphql');
    expect(await screen.findByRole('heading', { level: 1, name: 'GraphQL explorer' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The GraphQL explorer could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(app.location()).toBe('/admin/graphql');
  });
});
