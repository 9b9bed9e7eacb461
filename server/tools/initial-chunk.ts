import { readFileSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The first screen's JavaScript in one file. Left to itself the bundler splits what the entry
 * shares with lazy screens into a dozen small chunks (Mantine's Box, Apollo's hooks, a button…),
 * and each file compresses on its own, which costs about 5 kB of gzip on the first screen. The build
 * therefore runs twice (server/tools/build-web.ts): the first pass records which modules end up in
 * the entry and the chunks it imports statically, and the second puts exactly those into one
 * chunk. A module only a lazy screen uses stays in that screen's chunk. The small modules the
 * properties list shares with other screens (a date format, the search rule, the credits note) join
 * it too: as files of their own each cost the list a request and their own compression.
 */

type OutputChunk = {
  type: 'chunk';
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
};

/** The screen a signed-in user opens first, whose shared imports load with the entry. */
const FIRST_SCREEN = '/web/src/screens/properties/PropertiesScreen.tsx';

/** First pass: writes the ids of the modules the entry loads before any screen's own chunk. */
export function recordInitialModules(outFile: string | undefined): Plugin | null {
  if (!outFile) return null;
  return {
    name: 'record-initial-modules',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.entries(bundle).filter(([, item]) => item.type === 'chunk') as Array<[string, OutputChunk]>,
      );
      const entry = [...chunks].find(([, chunk]) => chunk.isEntry);
      if (!entry) throw new Error('the web build has no entry chunk');
      const seen = new Set<string>();
      const modules: string[] = [];
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const chunk = chunks.get(file);
        if (!chunk) return;
        modules.push(...chunk.moduleIds);
        chunk.imports.forEach(visit);
      };
      visit(entry[0]);
      const first = [...chunks].find(([, chunk]) => chunk.facadeModuleId?.endsWith(FIRST_SCREEN));
      first?.[1].imports.forEach(visit);
      writeFileSync(outFile, JSON.stringify(modules));
    },
  };
}

/** Second pass: one chunk for the recorded modules; without a record, the bundler's own split. */
export function initialChunkGroups(inFile: string | undefined) {
  if (!inFile) return undefined;
  const initial = new Set<string>(JSON.parse(readFileSync(inFile, 'utf8')) as string[]);
  return { groups: [{ name: 'initial', test: (id: string) => initial.has(id) }] };
}
