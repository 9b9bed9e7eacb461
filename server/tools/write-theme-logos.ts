import { writeFileSync } from 'node:fs';
import { faviconSvg, logoSvg } from '../../domain/theme-logos.ts';
import { THEMES } from '../../domain/themes.ts';

/** Writes each theme's logo and favicon from domain/theme-logos.ts into web/public (a test checks they match). */
const publicDir = new URL('../../web/public/', import.meta.url);
for (const theme of THEMES) {
  writeFileSync(new URL(`logos/${theme.key}.svg`, publicDir), logoSvg(theme));
  writeFileSync(new URL(`favicons/${theme.key}.svg`, publicDir), faviconSvg(theme));
}
console.log(`Wrote the logos and favicons of ${THEMES.length} themes.`);
