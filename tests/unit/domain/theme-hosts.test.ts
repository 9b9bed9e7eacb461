import { describe, expect, it } from 'vitest';
import {
  brandHostUrl,
  configuredHosts,
  matchHost,
  THEME_HOSTS,
  themeForHost,
  themeForRequest,
  type ThemeHostConfig,
} from '../../../domain/theme-hosts.ts';
import {
  buildTheme,
  CLIENT_IDS,
  PRODUCT_NAME,
  productCredit,
  STAGING_THEMES,
  THEME_KEYS,
  THEMES,
  titleName,
} from '../../../domain/themes.ts';

describe('host → theme (domain/theme-hosts.json)', () => {
  const hosts = configuredHosts();

  it('lists production, staging and local hosts for every theme', () => {
    for (const key of THEME_KEYS) {
      for (const environment of ['production', 'staging', 'local'] as const) {
        expect(
          hosts.filter((host) => host.key === key && host.environment === environment).length,
          `${key} ${environment}`,
        ).toBeGreaterThan(0);
      }
    }
    expect(new Set(hosts.map((host) => host.host)).size).toBe(hosts.length);
  });

  it.each(configuredHosts())('$host shows $key ($environment)', ({ host, key, environment }) => {
    const theme = themeForHost(host);
    expect(theme.key).toBe(key);
    expect(theme.variant).toBe(environment === 'staging' ? 'staging' : 'live');
    // Port and case do not matter.
    expect(themeForHost(`${host.toUpperCase()}:8443`).key).toBe(key);
    expect(matchHost(host).environment).toBe(environment);
  });

  it('gives any other host the default theme, and never matches on a label of the host', () => {
    for (const host of [
      'example.com',
      'canopy.example.com',
      'evil-wiggywam.moveready.co.uk.example',
      'knightfrank.localhost.evil.test',
      '',
    ]) {
      expect(themeForHost(host)).toMatchObject({ key: THEME_HOSTS.defaultTheme, variant: 'live' });
      expect(matchHost(host).environment).toBeNull();
    }
  });

  it('honours ?theme= outside production only, and never on a production host', () => {
    expect(themeForRequest('localhost:4000', 'canopy', { production: false }).key).toBe('canopy');
    expect(themeForRequest('staging.moveready.co.uk', 'wiggywam', { production: false })).toMatchObject({
      key: 'wiggywam',
      variant: 'staging',
    });
    expect(themeForRequest('localhost:4000', 'canopy', { production: true }).key).toBe('hop');
    expect(themeForRequest('app.moveready.co.uk', 'canopy', { production: false }).key).toBe('hop');
    expect(themeForRequest('localhost:4000', 'nonsense', { production: false }).key).toBe('hop');
  });

  it('sends a brand user to their brand host in the same environment, keeping protocol, port, path and query', () => {
    expect(brandHostUrl(new URL('http://localhost:4017/properties/5?tab=docs'), 'wiggywam')?.href).toBe(
      'http://wiggywam.localhost:4017/properties/5?tab=docs',
    );
    expect(brandHostUrl(new URL('https://staging.moveready.co.uk/x'), 'canopy')?.href).toBe(
      'https://canopy.staging.moveready.co.uk/x',
    );
    expect(brandHostUrl(new URL('https://app.moveready.co.uk/'), 'knightfrank')?.host).toBe('move.knightfrank.co.uk');
    expect(brandHostUrl(new URL('http://wiggywam.localhost:4017/'), 'wiggywam')).toBeNull();
    expect(brandHostUrl(new URL('http://unknown.example/'), 'wiggywam')).toBeNull();
  });

  it('reads another configuration the same way (a deployment can change hosts without code)', () => {
    const config: ThemeHostConfig = {
      defaultTheme: 'canopy',
      themes: Object.fromEntries(
        THEME_KEYS.map((key) => [key, { hosts: [`${key}.test`], stagingHosts: [], localHosts: [] }]),
      ) as unknown as ThemeHostConfig['themes'],
    };
    expect(themeForHost('wiggywam.test', config).key).toBe('wiggywam');
    expect(themeForHost('other.test', config).key).toBe('canopy');
  });
});

describe('themes', () => {
  it('gives every theme and variant its own identity client', () => {
    expect(CLIENT_IDS).toHaveLength(THEMES.length * 2);
    expect(new Set(CLIENT_IDS).size).toBe(CLIENT_IDS.length);
    expect(
      STAGING_THEMES.every(
        (theme) => theme.clientId.endsWith('-staging-web') && titleName(theme).endsWith('(staging)'),
      ),
    ).toBe(true);
  });

  it('hides the product name in white-label mode, and credits it under a partner brand otherwise', () => {
    const partner = buildTheme('lawsociety', 'live', { whiteLabel: false });
    expect(partner.appName).toContain(PRODUCT_NAME);
    // The name says it already: no credit repeats it.
    expect(productCredit(partner)).toBeNull();
    expect(productCredit(buildTheme('canopy', 'live', { whiteLabel: false }))).toBe(`with ${PRODUCT_NAME}`);
    expect(productCredit(buildTheme('canopy', 'live', { whiteLabel: true }))).toBeNull();
    const whiteLabel = buildTheme('lawsociety', 'live', { whiteLabel: true });
    expect(whiteLabel.appName).not.toContain(PRODUCT_NAME);
    expect(titleName(whiteLabel)).not.toContain(PRODUCT_NAME);
    expect(productCredit(whiteLabel)).toBeNull();
    // The product itself is never white-label.
    expect(buildTheme('hop', 'live', { whiteLabel: true }).whiteLabel).toBe(false);
    expect(productCredit(buildTheme('hop', 'live', { whiteLabel: false }))).toBeNull();
  });
});
