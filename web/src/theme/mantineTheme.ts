import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '../../../domain/themes.ts';

/** A Mantine theme per product theme: components take the brand colour from here, never inline. */
export function mantineThemeFor(theme: Theme): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    // Darker shades keep white text on primary buttons above WCAG AA contrast.
    primaryShade: { light: 8, dark: 6 },
    focusRing: 'auto',
    defaultRadius: 'md',
  });
}
