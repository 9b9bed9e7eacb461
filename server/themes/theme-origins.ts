import { matchHost, THEME_HOSTS, type ThemeHostConfig } from '../../domain/theme-hosts.ts';
import { STAGING_THEMES, THEMES, type Theme } from '../../domain/themes.ts';

export type OriginSettings = { publicUrl: string; port: number; production: boolean };

/** Where a developer opens the app on this machine: any theme may be tried there (`?theme=`). */
function developmentOrigins({ publicUrl, port }: OriginSettings): string[] {
  return [publicUrl, `http://localhost:${port}`, `http://127.0.0.1:${port}`, 'http://localhost:5173'];
}

/**
 * The app origins one theme variant's identity client may return to: its configured hosts over
 * https (production hosts for the live variant, staging hosts for the staging one), PUBLIC_URL for
 * the theme its host shows, and outside production the local-development hosts on this port.
 */
export function themeClientOrigins(
  theme: Theme,
  settings: OriginSettings,
  config: ThemeHostConfig = THEME_HOSTS,
): string[] {
  const entry = config.themes[theme.key];
  const origins = new Set<string>(
    (theme.variant === 'live' ? entry.hosts : entry.stagingHosts).map((host) => `https://${host}`),
  );
  const publicTheme = matchHost(new URL(settings.publicUrl).host, config).theme;
  if (publicTheme.key === theme.key && publicTheme.variant === theme.variant) origins.add(settings.publicUrl);
  if (!settings.production) {
    for (const host of entry.localHosts) origins.add(`http://${host}:${settings.port}`);
    for (const origin of developmentOrigins(settings)) origins.add(origin);
  }
  return [...origins];
}

/** Every theme variant with the origins of its client. */
export function themeClients(
  settings: OriginSettings,
  config: ThemeHostConfig = THEME_HOSTS,
): Array<{ theme: Theme; origins: string[] }> {
  return [...THEMES, ...STAGING_THEMES].map((theme) => ({
    theme,
    origins: themeClientOrigins(theme, settings, config),
  }));
}

/** Every origin any theme's app is served from (the provider's forms may send the browser there). */
export function allAppOrigins(settings: OriginSettings, config: ThemeHostConfig = THEME_HOSTS): string[] {
  return [...new Set(themeClients(settings, config).flatMap((client) => client.origins))];
}
