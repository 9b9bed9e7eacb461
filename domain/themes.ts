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
  primaryColor: string;
};

export const THEMES: readonly Theme[] = [
  { key: 'hop', themeId: 'h', appName: 'Move Ready', clientId: 'hop-web', primaryColor: 'teal' },
  { key: 'wiggywam', themeId: 'w', appName: 'Wiggywam', clientId: 'wiggywam-web', primaryColor: 'grape' },
  { key: 'lawsociety', themeId: 'h', appName: 'Law Society Move Ready', clientId: 'lawsociety-web', primaryColor: 'indigo' },
  { key: 'canopy', themeId: 'c', appName: 'Canopy', clientId: 'canopy-web', primaryColor: 'green' },
  { key: 'knightfrank', themeId: 'k', appName: 'Knight Frank', clientId: 'knightfrank-web', primaryColor: 'red' },
];

export const DEFAULT_THEME: Theme = THEMES[0];

export const CLIENT_IDS: readonly string[] = THEMES.map((theme) => theme.clientId);

export function themeByKey(key: string | null | undefined): Theme {
  return THEMES.find((theme) => theme.key === key) ?? DEFAULT_THEME;
}
