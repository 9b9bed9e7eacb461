import { isThemeKey, type Theme } from '../../../domain/theme-names.ts';

/** Where the server writes the page's theme (server/themes/themed-index.ts). */
export const PAGE_THEME_ID = 'page-theme';

/**
 * The theme the server chose for this page (from the host and, outside production, the `?theme=`
 * override: domain/theme-hosts.ts), written into the page as JSON, so the app never downloads the
 * table of every theme. Null when no server wrote one (the Vite dev server: ./devTheme.ts decides).
 */
export function pageTheme(document: Document): Theme | null {
  const text = document.getElementById(PAGE_THEME_ID)?.textContent;
  if (!text) return null;
  try {
    const theme = JSON.parse(text) as Theme;
    return isThemeKey(theme?.key) ? theme : null;
  } catch {
    return null;
  }
}
