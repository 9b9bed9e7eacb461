/**
 * Themes (spec 01 §1, spec 02 §9): each has a one-letter id used in invitations, an application
 * name and an identity client. The default and law-society themes share the id `h`.
 */
export type ThemeKey = 'hop' | 'wiggywam' | 'lawsociety' | 'canopy' | 'knightfrank';

export type Theme = {
  key: ThemeKey;
  themeId: 'h' | 'w' | 'c' | 'k';
  appName: string;
  /** OpenID client id; tokens issued to any theme's client are accepted by the API. */
  clientId: string;
  /** A Mantine palette name; the web theme darkens its shades where needed for WCAG AA. */
  primaryColor: string;
  /** The brand colour as the favicon and the browser's theme colour show it (shade 8 of the palette). */
  brandHex: string;
};

export const THEMES: readonly Theme[] = [
  { key: 'hop', themeId: 'h', appName: 'Move Ready', clientId: 'hop-web', primaryColor: 'teal', brandHex: '#087f5b' },
  { key: 'wiggywam', themeId: 'w', appName: 'Wiggywam', clientId: 'wiggywam-web', primaryColor: 'grape', brandHex: '#9c36b5' },
  { key: 'lawsociety', themeId: 'h', appName: 'Law Society Move Ready', clientId: 'lawsociety-web', primaryColor: 'indigo', brandHex: '#3b5bdb' },
  { key: 'canopy', themeId: 'c', appName: 'Canopy', clientId: 'canopy-web', primaryColor: 'green', brandHex: '#237a34' },
  { key: 'knightfrank', themeId: 'k', appName: 'Knight Frank', clientId: 'knightfrank-web', primaryColor: 'red', brandHex: '#c92a2a' },
];

export const DEFAULT_THEME: Theme = THEMES[0];

export const CLIENT_IDS: readonly string[] = THEMES.map((theme) => theme.clientId);

export function themeByKey(key: string | null | undefined): Theme {
  return THEMES.find((theme) => theme.key === key) ?? DEFAULT_THEME;
}
