import { createContext, useContext } from 'react';
import { DEFAULT_THEME, type Theme } from '../../../domain/themes.ts';

const ThemeContext = createContext<Theme>(DEFAULT_THEME);

export const ProductThemeProvider = ThemeContext.Provider;

/** The product theme (application name, identity client) the app runs under. */
export function useProductTheme(): Theme {
  return useContext(ThemeContext);
}
