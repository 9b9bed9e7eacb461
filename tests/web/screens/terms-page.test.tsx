import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFakeAuth } from '../../fixtures/web/auth.ts';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

describe('terms page', () => {
  it('can be read before signing in, and leads back to the sign-in page', async () => {
    const app = renderApp('/terms', { auth: makeFakeAuth(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your information and documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the sign-in page' })).toHaveAttribute('href', '/auth');
    expect(app.location()).toBe('/terms');
  });

  it('stays open to a signed-in user, with a way back to the properties', async () => {
    server.use(viewerHandler(makeViewer()), propertiesHandler(makeProperties(1, 1)));
    const app = renderApp('/terms');
    expect(await screen.findByRole('link', { name: 'Back to your properties' })).toHaveAttribute('href', '/properties');
    expect(app.location()).toBe('/terms');
  });
});
