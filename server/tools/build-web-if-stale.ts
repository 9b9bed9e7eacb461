import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` rebuilds the web bundle only when a source file is newer than the last build, so a
 * second start is instant and a fresh clone still gets a bundle.
 */
const root = new URL('../../', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');
const explorer = join(root, 'dist/graphiql/index.html');
const sources = ['web', 'operations', 'domain', 'vite.config.ts', 'vite.graphiql.config.ts', 'package-lock.json'].map(
  (path) => join(root, path),
);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

if (!existsSync(built) || !existsSync(explorer) || newestMtime(built) < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app…');
  execFileSync('node', [join(root, 'server/tools/build-web.ts')], { cwd: root, stdio: 'inherit' });
}
