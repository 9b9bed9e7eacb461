import { readFileSync, writeFileSync } from 'node:fs';
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

/** The form screen: every form route shows it, and the dashboard fetches its code ahead. */
const FORM_SCREEN = 'src/screens/questionnaire/QuestionnaireScreen.tsx';

/**
 * The files the form screen needs beyond the entry's (its JavaScript and style sheets), as paths
 * from the site's root: what a dashboard fetches ahead of a form without running it.
 */
export function formScreenFiles(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry || !manifest[FORM_SCREEN]) throw new Error('the build manifest has no entry or no form screen');
  const loaded = closure(manifest, entry);
  const own = [...closure(manifest, FORM_SCREEN)].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key].css ?? []));
  const css = own.flatMap((key) => manifest[key].css ?? []).filter((file) => !loadedCss.has(file));
  return [...new Set([...own.map((key) => manifest[key].file), ...css])].map((file) => `/${file}`);
}

/**
 * Names the form screen's files in index.html (`<meta name="form-code">`), for the dashboard to
 * fetch them ahead without running them (web/src/screens/questionnaire/screenChunk.ts).
 */
export function writeFormScreenFiles(dist: string): void {
  const index = join(dist, 'index.html');
  const meta = `<meta name="form-code" content="${formScreenFiles(dist).join(' ')}" />`;
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', `  ${meta}\n  </head>`));
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
