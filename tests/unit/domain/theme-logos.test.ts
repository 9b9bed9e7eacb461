import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconSvg, logoPaths, logoSvg } from '../../../domain/theme-logos.ts';
import { THEMES } from '../../../domain/themes.ts';

const publicFile = (path: string) => readFileSync(new URL(`../../../web/public${path}`, import.meta.url), 'utf8');

describe('theme logos', () => {
  it.each(THEMES.map((theme) => [theme.key, theme] as const))(
    '%s: the served logo and favicon are the drawing in domain/theme-logos.ts',
    (_key, theme) => {
      // Regenerate with `node server/tools/write-theme-logos.ts` after changing a drawing.
      expect(publicFile(theme.logoPath)).toBe(logoSvg(theme));
      expect(publicFile(theme.faviconPath)).toBe(faviconSvg(theme));
      expect(publicFile(theme.faviconPath)).toContain(`fill="${theme.brandHex}"`);
    },
  );

  it('gives every theme a mark of its own, in its brand colour, as paths a PDF library can draw', () => {
    const drawings = THEMES.map((theme) =>
      logoPaths(theme)
        .map((path) => path.d)
        .join(' '),
    );
    expect(new Set(drawings).size).toBe(THEMES.length);
    for (const theme of THEMES) {
      const paths = logoPaths(theme);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.some((path) => path.fill === theme.brandHex || path.stroke === theme.brandHex)).toBe(true);
      for (const path of paths) expect(path.d).toMatch(/^M[\d\s.,MLHVCSQTAZmlhvcsqtaz-]+$/);
    }
  });
});
