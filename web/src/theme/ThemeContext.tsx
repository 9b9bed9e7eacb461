import { createContext, useContext } from 'react';
import type { Theme } from '../../../domain/theme-names.ts';

const ThemeContext = createContext<Theme | null>(null);

export const ProductThemeProvider = ThemeContext.Provider;

/** The product theme (application name, logo, identity client) the app runs under. */
export function useProductTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useProductTheme must be used inside <ProductThemeProvider> (App provides it)');
  return theme;
}
