import type { Theme, ThemeKey } from './themes.ts';

/**
 * Each theme's mark, drawn on a 64 × 64 grid as plain path data, so the same drawing becomes the
 * logo and favicon files the web app serves (web/public/logos, web/public/favicons, written by
 * `node server/tools/write-theme-logos.ts`), the logo in mails, and a vector logo in PDF documents
 * (any PDF library that draws SVG paths: `pdf.path(d).fill(colour)`).
 *
 * `body` shapes take the brand colour on the logo and white on the favicon; `detail` shapes the
 * other way round, so the mark reads on white and on the brand colour alike.
 */
export type LogoShape = { d: string; role: 'body' | 'detail'; strokeWidth?: number };

export const LOGO_SIZE = 64;

const MARKS: Record<ThemeKey, LogoShape[]> = {
  // A house with a tick in its doorway: ready to move.
  hop: [
    { d: 'M32 9 7 30h7v24h36V30h7z', role: 'body' },
    { d: 'M22 39l7 7 13-14', role: 'detail', strokeWidth: 5 },
  ],
  // A wigwam: a tall tent with crossed poles and an open door.
  wiggywam: [
    { d: 'M27 6l5 8 5-8', role: 'body', strokeWidth: 4 },
    { d: 'M32 12 9 56h46z', role: 'body' },
    { d: 'M32 32 24 56h16z', role: 'detail' },
  ],
  // A columned hall under a pediment: the profession's building.
  lawsociety: [
    { d: 'M32 7 6 21v4h52v-4z', role: 'body' },
    { d: 'M11 28h7v20h-7zM23 28h7v20h-7zM34 28h7v20h-7zM46 28h7v20h-7z', role: 'body' },
    { d: 'M6 51h52v6H6z', role: 'body' },
  ],
  // A leafy tree: a broad canopy on a trunk with two branches.
  canopy: [
    { d: 'M15 40a11 11 0 0 1-1-21 18 18 0 0 1 36 0 11 11 0 0 1-1 21z', role: 'body' },
    { d: 'M29 38h6v20h-6z', role: 'body' },
    { d: 'M32 44l-7-8M32 41l7-7', role: 'detail', strokeWidth: 3 },
  ],
  // A shield with a roof-line chevron: the agent's seal.
  knightfrank: [
    { d: 'M32 6 10 14v16c0 13 9 22 22 28 13-6 22-15 22-28V14z', role: 'body' },
    { d: 'M20 36l12-12 12 12', role: 'detail', strokeWidth: 5 },
    { d: 'M26 40h12v8H26z', role: 'detail' },
  ],
};

export type LogoVariant = 'logo' | 'favicon';

/** A drawable shape: a filled path, or a stroked line when `stroke` is set. */
export type LogoPath = { d: string; fill: string | null; stroke: string | null; strokeWidth: number };

/** The theme's logo as paths with colours, for renderers that draw vectors (PDF libraries, canvases). */
export function logoPaths(theme: Pick<Theme, 'key' | 'brandHex'>, variant: LogoVariant = 'logo'): LogoPath[] {
  const colour = (role: LogoShape['role']) => ((role === 'body') === (variant === 'logo') ? theme.brandHex : '#ffffff');
  return MARKS[theme.key].map((shape) => ({
    d: shape.d,
    fill: shape.strokeWidth ? null : colour(shape.role),
    stroke: shape.strokeWidth ? colour(shape.role) : null,
    strokeWidth: shape.strokeWidth ?? 0,
  }));
}

function pathElement(path: LogoPath): string {
  return path.stroke
    ? `<path d="${path.d}" fill="none" stroke="${path.stroke}" stroke-width="${path.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="${path.d}" fill="${path.fill}"/>`;
}

/** The logo file: the brand-coloured mark on a transparent ground. */
export function logoSvg(theme: Pick<Theme, 'key' | 'brandHex' | 'brandName'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}" role="img" aria-label="${theme.brandName}">${logoPaths(theme, 'logo').map(pathElement).join('')}</svg>\n`;
}

/** The favicon file: the mark in white on a rounded square of the brand colour. */
export function faviconSvg(theme: Pick<Theme, 'key' | 'brandHex'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}"><rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="14" fill="${theme.brandHex}"/><g transform="translate(6 6) scale(0.8125)">${logoPaths(theme, 'favicon').map(pathElement).join('')}</g></svg>\n`;
}
