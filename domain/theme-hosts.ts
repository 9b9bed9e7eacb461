import themeHosts from './theme-hosts.json' with { type: 'json' };
import { DEFAULT_THEME, isThemeKey, themeByKey, THEME_KEYS, type Theme, type ThemeKey } from './themes.ts';

/**
 * Host → theme, from domain/theme-hosts.json. Each theme lists its production hosts, its staging
 * hosts (which show the theme's staging variant) and its local-development hosts; any other host
 * gets the default theme. Matching is on the whole host name, never on a label of it, so no
 * stranger's domain can borrow a brand.
 */
export type HostEnvironment = 'production' | 'staging' | 'local';

export type ThemeHostEntry = { hosts: string[]; stagingHosts: string[]; localHosts: string[] };
export type ThemeHostConfig = { defaultTheme: ThemeKey; themes: Record<ThemeKey, ThemeHostEntry> };

export const THEME_HOSTS = themeHosts as ThemeHostConfig;

const LISTS: Record<HostEnvironment, keyof ThemeHostEntry & `${string}osts`> = {
  production: 'hosts',
  staging: 'stagingHosts',
  local: 'localHosts',
};

export type HostMatch = { theme: Theme; environment: HostEnvironment } | { theme: Theme; environment: null };

/** Lower case, without a port or a trailing dot. */
export function normaliseHost(host: string): string {
  const name = host.trim().toLowerCase();
  const bare = name.startsWith('[') ? name.slice(0, name.indexOf(']') + 1) : name.replace(/:\d+$/, '');
  return bare.replace(/\.$/, '');
}

/** The theme a host shows, and which environment the configuration files it under (null: not listed). */
export function matchHost(host: string, config: ThemeHostConfig = THEME_HOSTS): HostMatch {
  const name = normaliseHost(host);
  for (const key of THEME_KEYS) {
    const entry = config.themes[key];
    if (!entry) continue;
    for (const environment of ['production', 'staging', 'local'] as const) {
      if (entry[LISTS[environment]].includes(name))
        return { theme: themeByKey(key, environment === 'staging' ? 'staging' : 'live'), environment };
    }
  }
  return {
    theme: isThemeKey(config.defaultTheme) ? themeByKey(config.defaultTheme) : DEFAULT_THEME,
    environment: null,
  };
}

export function themeForHost(host: string, config: ThemeHostConfig = THEME_HOSTS): Theme {
  return matchHost(host, config).theme;
}

/**
 * The theme a page is shown under: the host's, or outside production a theme named by the
 * local-development override (`?theme=canopy`, remembered for the visit). Production hosts never
 * take the override, so nobody can show a partner's customers another brand.
 */
export function themeForRequest(
  host: string,
  override: string | null | undefined,
  { production }: { production: boolean },
  config: ThemeHostConfig = THEME_HOSTS,
): Theme {
  const match = matchHost(host, config);
  if (!production && match.environment !== 'production' && isThemeKey(override))
    return themeByKey(override, match.theme.variant);
  return match.theme;
}

/** The first host configured for a theme in one environment: where its users are sent. */
export function hostOfTheme(
  key: ThemeKey,
  environment: HostEnvironment,
  config: ThemeHostConfig = THEME_HOSTS,
): string | undefined {
  return config.themes[key]?.[LISTS[environment]][0];
}

/**
 * Where a user of another brand belongs: the same URL on their brand's host in the environment of
 * the current host (with its protocol and port), or null when they are already there or the current
 * host is not configured (nowhere sure to send them).
 */
export function brandHostUrl(current: URL, brandKey: ThemeKey, config: ThemeHostConfig = THEME_HOSTS): URL | null {
  const match = matchHost(current.host, config);
  if (!match.environment || match.theme.key === brandKey) return null;
  const host = hostOfTheme(brandKey, match.environment, config);
  if (!host) return null;
  const target = new URL(current.href);
  target.hostname = host;
  return target;
}

/** Every configured host with its theme and environment (the README table and the tests list them). */
export function configuredHosts(
  config: ThemeHostConfig = THEME_HOSTS,
): Array<{ host: string; key: ThemeKey; environment: HostEnvironment }> {
  return THEME_KEYS.flatMap((key) =>
    (['production', 'staging', 'local'] as const).flatMap((environment) =>
      (config.themes[key]?.[LISTS[environment]] ?? []).map((host) => ({ host, key, environment })),
    ),
  );
}
