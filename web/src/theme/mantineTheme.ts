import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Theme } from '../../../domain/theme-names.ts';
import { ACCESSIBLE_COLORS } from './palettes.ts';

/** A Mantine theme per product theme: components take the brand colour and fonts from here, never inline. */
export function mantineThemeFor(theme: Theme): MantineThemeOverride {
  return createTheme({
    primaryColor: theme.primaryColor,
    colors: ACCESSIBLE_COLORS,
    // Shade 8 of every palette the themes use passes 4.5:1 against white both ways (palettes.ts).
    primaryShade: { light: 8, dark: 6 },
    fontFamily: theme.fontFamily,
    headings: { fontFamily: theme.headingsFontFamily },
    focusRing: 'auto',
    defaultRadius: 'md',
    // Modals, menus and collapses appear without their transition for a visitor who asks for less motion.
    respectReducedMotion: true,
    components: {
      // A plain object, not Modal.extend: importing Modal here would put it in every screen's first load.
      Modal: {
        defaultProps: {
          // The close button is an icon: it needs a name. The dialog's header is not the page's banner.
          closeButtonProps: { 'aria-label': 'Close' },
          attributes: { header: { role: 'presentation' } },
        },
      },
    },
  });
}
