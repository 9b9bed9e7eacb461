/**
 * Which generated module (web/src/gql/<module>.ts) carries which GraphQL documents. The documents
 * of a module travel together in the bundle, so a screen's chunk carries its own and the first
 * screens carry only theirs. An operation goes where its folder says (`operations/<area>/`, one
 * line per area below); a fragment lives beside the component that reads it (web/src/**) and goes
 * into every module whose operations spread it. Adding an operation or a fragment needs no change here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Each area of `operations/` and the module its operations load with. */
const MODULE_OF_AREA: Readonly<Record<string, string>> = {
  // The first screens: signing in (accepting invitations runs on its callback), the properties list, a property.
  viewer: 'graphql',
  properties: 'graphql',
  dashboard: 'graphql',
  // Actions taken on a screen already open (ordering searches, removing a document, writing to the help desk).
  actions: 'actions',
  help: 'actions',
  questionnaire: 'forms',
  signatures: 'forms',
  // Linking a property to its portal listing happens in a dialog: its operations load with it.
  portal: 'portal',
  wizard: 'wizard',
  invitations: 'invitations',
  reports: 'reports',
  admin: 'admin',
  // Live events and presence: loaded with the screens that subscribe (the form, the dashboard), with the socket's code.
  live: 'live',
};

type GraphqlFile = { path: string; fragments: string[]; spreads: string[]; hasOperation: boolean };

function graphqlFiles(root: string, folder: string): GraphqlFile[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => {
      const path = relative(root, join(root, folder, name))
        .split('\\')
        .join('/');
      const text = readFileSync(join(root, path), 'utf8').replace(/#.*$/gm, '');
      return {
        path,
        fragments: [...text.matchAll(/\bfragment\s+(\w+)\s+on\b/g)].map((match) => match[1]),
        spreads: [...text.matchAll(/\.\.\.\s*(?!on\b)(\w+)/g)].map((match) => match[1]),
        hasOperation: /^\s*(query|mutation|subscription)\b/m.test(text),
      };
    });
}

/** The documents of each generated module: its areas' operations and every fragment they spread. */
export function documentsByModule(root: string): Record<string, string[]> {
  const files = [...graphqlFiles(root, 'operations'), ...graphqlFiles(root, 'web/src')];
  const fileOfFragment = new Map<string, GraphqlFile>();
  for (const file of files) for (const name of file.fragments) fileOfFragment.set(name, file);

  const modules: Record<string, Set<GraphqlFile>> = {};
  for (const file of files.filter((candidate) => candidate.hasOperation)) {
    const [top, area] = file.path.split('/');
    const module = top === 'operations' ? MODULE_OF_AREA[area] : undefined;
    if (!module)
      throw new Error(
        `${file.path}: operations live in operations/<area>/, an area of web/codegen/operation-modules.ts`,
      );
    modules[module] ??= new Set();
    modules[module].add(file);
  }
  // Each module takes the fragments its documents spread, and the fragments those spread.
  for (const documents of Object.values(modules)) {
    for (const file of documents) {
      for (const name of file.spreads) {
        const fragment = fileOfFragment.get(name);
        if (!fragment) throw new Error(`${file.path}: no fragment ${name} in operations/ or web/src/`);
        if (fragment.hasOperation && !documents.has(fragment))
          throw new Error(`${fragment.path}: a fragment spread by other modules belongs in a file of its own`);
        documents.add(fragment);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(modules).map(([module, documents]) => [module, [...documents].map((file) => file.path).sort()]),
  );
}
