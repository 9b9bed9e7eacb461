/**
 * What every part needs to know about themes without their table (names, types, small rules): the
 * web app gets its one theme from the page (server/themes/themed-index.ts) and so never downloads
 * the table in domain/themes.ts.
 */
export type ThemeKey = 'hop' | 'wiggywam' | 'lawsociety' | 'canopy' | 'knightfrank';

export const THEME_KEYS: readonly ThemeKey[] = ['hop', 'wiggywam', 'lawsociety', 'canopy', 'knightfrank'];

/** The default theme: the product itself, never white-label. */
export const DEFAULT_THEME_KEY: ThemeKey = 'hop';

/** The product's own name: shown under partner brands ("with Move Ready") unless the theme is white-label. */
export const PRODUCT_NAME = 'Move Ready';

export type ThemeVariant = 'live' | 'staging';

export type Theme = {
  key: ThemeKey;
  themeId: 'h' | 'w' | 'c' | 'k';
  variant: ThemeVariant;
  /** The name the app, its pages, mails and documents go by. Never the product's name when white-label. */
  appName: string;
  /** The partner brand's own name (the owner of the logo), for "from" lines and legal text. */
  brandName: string;
  /** White-label: the product's own name appears nowhere (title, pages, mails, documents). */
  whiteLabel: boolean;
  /** OpenID client id; tokens issued to any theme's client are accepted by the API. */
  clientId: string;
  /** A Mantine palette name; the web theme darkens its shades where needed for WCAG AA. */
  primaryColor: string;
  /** The brand colour as the favicon, logo, mails and documents show it (shade 8 of the palette). */
  brandHex: string;
  /** Body text font stack (system fonts only: nothing is downloaded). */
  fontFamily: string;
  /** Headings font stack. */
  headingsFontFamily: string;
  /** The logo (brand-coloured mark) and favicon (white mark on the brand colour), served by the web app. */
  logoPath: string;
  faviconPath: string;
};

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && (THEME_KEYS as readonly string[]).includes(value);
}

/** The name a page title ends with: the app's, marked on staging so the tabs are told apart. */
export function titleName(theme: Theme): string {
  return theme.variant === 'staging' ? `${theme.appName} (staging)` : theme.appName;
}

/** "with Move Ready" under a partner brand's name; nothing for a white-label theme or a name that already says it. */
export function productCredit(theme: Theme): string | null {
  return theme.key === DEFAULT_THEME_KEY || theme.whiteLabel || theme.appName.includes(PRODUCT_NAME)
    ? null
    : `with ${PRODUCT_NAME}`;
}
