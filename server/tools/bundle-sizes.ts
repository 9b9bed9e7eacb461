import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** The limit for the screens a visitor and a signed-in user open first (gzip, kB of 1,000 bytes). */
export const INITIAL_JS_BUDGET_BYTES = 170_000;
export const BUDGETED_SCREENS = ['auth', 'properties'];

export type ScreenSize = { screen: string; files: string[]; gzipBytes: number };

/** The auth screen is in the entry; every other screen is a dynamic import of its own (web/src/routes.tsx). */
const SCREENS: Array<[string, string | null]> = [
  ['auth', null],
  ['properties', 'src/screens/properties/PropertiesScreen.tsx'],
  ['dashboard', 'src/screens/dashboard/DashboardScreen.tsx'],
  ['terms', 'src/screens/terms/TermsScreen.tsx'],
  ['coming soon (forms, wizard, admin)', 'src/screens/common/ComingSoonScreen.tsx'],
];

/** The chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript a screen needs before it shows, gzip-compressed: the entry with its static
 * imports, plus the screen's own chunk and its imports when it is loaded on demand.
 */
export function screenSizes(dist: string): ScreenSize[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return SCREENS.map(([screen, source]) => {
    const keys = closure(manifest, entry);
    if (source) closure(manifest, source, keys);
    const files = [...keys].map((key) => manifest[key].file);
    return { screen, files, gzipBytes: files.reduce((sum, file) => sum + gzip(file), 0) };
  });
}

export function printScreenSizes(dist: string): void {
  console.log('Initial JavaScript per screen (gzip -9):');
  for (const { screen, files, gzipBytes } of screenSizes(dist)) {
    const kB = (gzipBytes / 1000).toFixed(1).padStart(6);
    const KiB = (gzipBytes / 1024).toFixed(1).padStart(6);
    console.log(`  ${screen.padEnd(36)} ${kB} kB = ${KiB} KiB  (${files.length} file${files.length === 1 ? '' : 's'})`);
  }
}

/** The budgeted screens over the limit, for the build to refuse. */
export function screensOverBudget(dist: string): ScreenSize[] {
  return screenSizes(dist).filter(
    ({ screen, gzipBytes }) => BUDGETED_SCREENS.includes(screen) && gzipBytes > INITIAL_JS_BUDGET_BYTES,
  );
}
