import themeSettings from './theme-settings.json' with { type: 'json' };

/**
 * Themes (spec 01 §1, spec 02 §9): each has a one-letter id used in invitations, an application
 * name, a logo, colours, typography and an identity client. The default and law-society themes
 * share the id `h`. Every theme also runs as a staging variant with a client of its own. Which
 * themes are white-label is configuration (domain/theme-settings.json), and so is which hosts show
 * which theme (domain/theme-hosts.json, read by domain/theme-hosts.ts).
 */
import { PRODUCT_NAME, THEME_KEYS, type Theme, type ThemeKey, type ThemeVariant } from './theme-names.ts';

export { isThemeKey, PRODUCT_NAME, productCredit, THEME_KEYS, titleName } from './theme-names.ts';
export type { Theme, ThemeKey, ThemeVariant } from './theme-names.ts';

const SANS =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const ROUNDED = `ui-rounded, Nunito, ${SANS}`;
const HUMANIST = `"Trebuchet MS", ${SANS}`;
const SERIF = 'Georgia, serif';
const BOOK_SERIF = 'Palatino, "Palatino Linotype", Georgia, serif';

type BaseTheme = Omit<Theme, 'variant' | 'appName' | 'whiteLabel' | 'clientId' | 'logoPath' | 'faviconPath'> & {
  /** The name with the product's: used unless the theme is white-label. */
  productAppName: string;
  /** The name when white-label: free of the product's name. */
  whiteLabelAppName: string;
};

const BASE_THEMES: readonly BaseTheme[] = [
  {
    key: 'hop',
    themeId: 'h',
    productAppName: PRODUCT_NAME,
    whiteLabelAppName: PRODUCT_NAME,
    brandName: PRODUCT_NAME,
    primaryColor: 'teal',
    brandHex: '#087f5b',
    fontFamily: SANS,
    headingsFontFamily: SANS,
  },
  {
    key: 'wiggywam',
    themeId: 'w',
    productAppName: 'Wiggywam',
    whiteLabelAppName: 'Wiggywam',
    brandName: 'Wiggywam',
    primaryColor: 'grape',
    brandHex: '#9c36b5',
    fontFamily: ROUNDED,
    headingsFontFamily: ROUNDED,
  },
  {
    key: 'lawsociety',
    themeId: 'h',
    productAppName: 'Law Society Move Ready',
    whiteLabelAppName: 'Law Society Home Moves',
    brandName: 'Law Society',
    primaryColor: 'indigo',
    brandHex: '#3b5bdb',
    fontFamily: SANS,
    headingsFontFamily: SERIF,
  },
  {
    key: 'canopy',
    themeId: 'c',
    productAppName: 'Canopy',
    whiteLabelAppName: 'Canopy',
    brandName: 'Canopy',
    primaryColor: 'green',
    brandHex: '#237a34',
    fontFamily: HUMANIST,
    headingsFontFamily: HUMANIST,
  },
  {
    key: 'knightfrank',
    themeId: 'k',
    productAppName: 'Knight Frank',
    whiteLabelAppName: 'Knight Frank',
    brandName: 'Knight Frank',
    primaryColor: 'red',
    brandHex: '#c92a2a',
    fontFamily: SANS,
    headingsFontFamily: BOOK_SERIF,
  },
];

/** Theme settings a deployment chooses (domain/theme-settings.json). */
export type ThemeSettings = { whiteLabel: boolean };

/** One theme variant as a deployment configures it. The default theme is the product itself and is never white-label. */
export function buildTheme(key: ThemeKey, variant: ThemeVariant, settings: ThemeSettings): Theme {
  const { productAppName, whiteLabelAppName, ...base } = BASE_THEMES.find((theme) => theme.key === key)!;
  const whiteLabel = key !== 'hop' && settings.whiteLabel;
  return {
    ...base,
    variant,
    whiteLabel,
    appName: whiteLabel ? whiteLabelAppName : productAppName,
    clientId: variant === 'live' ? `${key}-web` : `${key}-staging-web`,
    logoPath: `/logos/${key}.svg`,
    faviconPath: `/favicons/${key}.svg`,
  };
}

const WHITE_LABEL: readonly string[] = themeSettings.whiteLabel;
const settingsOf = (key: ThemeKey): ThemeSettings => ({ whiteLabel: WHITE_LABEL.includes(key) });

/** The live variant of every theme, as this deployment configures them. */
export const THEMES: readonly Theme[] = THEME_KEYS.map((key) => buildTheme(key, 'live', settingsOf(key)));

/** The staging variant of every theme: the same brand, its own identity client, marked as staging. */
export const STAGING_THEMES: readonly Theme[] = THEME_KEYS.map((key) => buildTheme(key, 'staging', settingsOf(key)));

export const DEFAULT_THEME: Theme = THEMES[0];

/** Every identity client: one per theme and variant. */
export const CLIENT_IDS: readonly string[] = [...THEMES, ...STAGING_THEMES].map((theme) => theme.clientId);

export function themeByKey(key: string | null | undefined, variant: ThemeVariant = 'live'): Theme {
  const list = variant === 'live' ? THEMES : STAGING_THEMES;
  return list.find((theme) => theme.key === key) ?? list[0];
}

/** The theme variant whose identity client this is (sign-in pages are themed by the client asking). */
export function themeByClientId(clientId: unknown): Theme | undefined {
  return [...THEMES, ...STAGING_THEMES].find((theme) => theme.clientId === clientId);
}
