import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { printScreenSizes } from './bundle-sizes.ts';

/**
 * Builds the web app into dist/web, then writes Brotli and gzip copies of every text asset next to
 * it, so the server sends phones a fraction of the bytes without compressing on every request.
 */
const root = new URL('../../', import.meta.url).pathname;
const dist = join(root, 'dist/web');

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
// The GraphQL explorer for development (served outside production only), built on its own.
execFileSync('npx', ['vite', 'build', '--config', 'vite.graphiql.config.ts', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });

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
printScreenSizes(dist);
