import { DEFAULT_THEME_KEY, isThemeKey, type Theme, type ThemeKey } from '../../../domain/theme-names.ts';

/**
 * The viewer's brand when it is a partner brand other than the one this page shows: they belong on
 * its host (./brandRedirect.ts). The default brand's people work across brands and stay put.
 */
export function otherPartnerBrand(brandTheme: string | null | undefined, current: Theme): ThemeKey | null {
  return isThemeKey(brandTheme) && brandTheme !== current.key && brandTheme !== DEFAULT_THEME_KEY ? brandTheme : null;
}
