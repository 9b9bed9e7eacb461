import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles.ts';
import { buildTheme, PRODUCT_NAME, themeByKey } from '../../../domain/themes.ts';
import { mantineThemeFor } from '../../../web/src/theme/mantineTheme.ts';
import { brandRedirectUrl } from '../../../web/src/theme/brandRedirect.ts';
import { pageTheme } from '../../../web/src/theme/pageTheme.ts';
import { makeFakeAuth } from '../../fixtures/web/auth.ts';
import { makeProperties } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { propertiesHandler, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';

const header = () => screen.getByRole('banner');

describe('the app under a theme', () => {
  it("shows the theme's logo and name in the header, the product's credit, and titles pages with the name", async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), propertiesHandler(makeProperties(1, 2)));
    const canopy = themeByKey('canopy');
    renderApp('/properties', { theme: canopy });
    await screen.findByRole('heading', { name: /Hello/ });
    expect(header().querySelector('img')).toHaveAttribute('src', '/logos/canopy.svg');
    expect(header()).toHaveTextContent('Canopy');
    expect(header()).toHaveTextContent(`with ${PRODUCT_NAME}`);
    await waitFor(() => expect(document.title).toBe('Properties | Canopy'));
  });

  it('white-label: the product name is nowhere on the screen or in the title', async () => {
    server.use(viewerHandler(makeViewer({ role: ROLE.agent })), propertiesHandler(makeProperties(1, 2)));
    renderApp('/properties', { theme: buildTheme('lawsociety', 'live', { whiteLabel: true }) });
    await screen.findByRole('heading', { name: /Hello/ });
    await waitFor(() => expect(document.title).toBe('Properties | Law Society Home Moves'));
    expect(header()).not.toHaveTextContent(PRODUCT_NAME);
    expect(document.title).not.toContain(PRODUCT_NAME);
  });

  it('marks a staging variant in the header and the title', async () => {
    renderApp('/auth', { theme: themeByKey('wiggywam', 'staging'), auth: makeFakeAuth(null) });
    await screen.findByRole('heading', { name: 'Welcome to Wiggywam' });
    expect(header()).toHaveTextContent('Staging');
    await waitFor(() => expect(document.title).toBe('Welcome | Wiggywam (staging)'));
  });

  it('takes fonts and colour from the theme', () => {
    const theme = mantineThemeFor(themeByKey('knightfrank'));
    expect(theme.primaryColor).toBe('red');
    expect(theme.headings?.fontFamily).toContain('Palatino');
  });

  it('reads the theme the server wrote into the page', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'page-theme';
    script.textContent = JSON.stringify(themeByKey('canopy', 'staging'));
    document.head.append(script);
    expect(pageTheme(document)).toMatchObject({ key: 'canopy', variant: 'staging', clientId: 'canopy-staging-web' });
    script.textContent = '{"key":"nobody"}';
    expect(pageTheme(document)).toBeNull();
    script.remove();
    expect(pageTheme(document)).toBeNull();
  });

  it("sends a partner brand's user to their brand's host with the page as a deep link, and nobody else", () => {
    const here = new URL('http://localhost:4017/properties/41?tab=docs');
    expect(brandRedirectUrl('wiggywam', themeByKey('hop'), here)).toBe(
      'http://wiggywam.localhost:4017/auth?continue=%2Fproperties%2F41%3Ftab%3Ddocs',
    );
    expect(
      brandRedirectUrl('hop', themeByKey('canopy'), new URL('http://canopy.localhost:4017/properties')),
    ).toBeNull();
    expect(brandRedirectUrl('wiggywam', themeByKey('wiggywam'), new URL('http://wiggywam.localhost:4017/'))).toBeNull();
    expect(brandRedirectUrl(null, themeByKey('hop'), here)).toBeNull();
    expect(brandRedirectUrl('wiggywam', themeByKey('hop'), new URL('http://unknown.example/'))).toBeNull();
  });
});
