import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { INITIAL_JS_BUDGET_BYTES, printScreenSizes, screensOverBudget, writeFormScreenFiles } from './bundle-sizes.ts';

/**
 * Builds the web app into dist/web, then writes Brotli and gzip copies of every text asset next to
 * it, so the server sends phones a fraction of the bytes without compressing on every request.
 */
const root = new URL('../../', import.meta.url).pathname;
const dist = join(root, 'dist/web');

// Two passes: record the first screen's modules, then build with them in one chunk (initial-chunk.ts).
const record = join(mkdtempSync(join(tmpdir(), 'web-build-')), 'initial-modules.json');
const vite = (env: Record<string, string>) =>
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
vite({ WEB_INITIAL_MODULES_OUT: record });
vite({ WEB_INITIAL_MODULES: record });
rmSync(dirname(record), { recursive: true, force: true });
// The GraphQL explorer (GraphiQL), built on its own so the web app's bundles never carry it.
execFileSync('npx', ['vite', 'build', '--config', 'vite.graphiql.config.ts', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
});

// The dashboard fetches the form screen's files ahead by name, from index.html.
writeFormScreenFiles(dist);

function compressAll(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressAll(path);
    else if (/\.(js|css|html|svg|json)$/.test(entry.name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}
compressAll(dist);
compressAll(join(root, 'dist/graphiql'));
printScreenSizes(dist);
// A first screen over budget fails the build, and with it `npm test`, which builds for the browser tests.
const over = screensOverBudget(dist);
if (over.length > 0) {
  for (const { screen, gzipBytes } of over) {
    console.error(
      `✖ The ${screen} screen's initial JavaScript is ${(gzipBytes / 1000).toFixed(1)} kB gzip, over the ${INITIAL_JS_BUDGET_BYTES / 1000} kB budget.`,
    );
  }
  process.exit(1);
}
