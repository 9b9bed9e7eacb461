import { DEFAULT_THEME, THEMES, type Theme } from '../../../domain/themes.ts';

/**
 * The theme is chosen by host: a partner brand's key appears as one label of its host name
 * (`canopy.example.com`, `staging-canopy.example.com`, `knightfrank.staging.example.com`).
 * Any other host, including localhost, gets the default theme.
 */
export function themeForHost(hostname: string): Theme {
  const labels = hostname.toLowerCase().split(/[.-]/);
  return THEMES.find((theme) => labels.includes(theme.key)) ?? DEFAULT_THEME;
}
