/**
 * Reading the vendored PDTF path list. Node-only (it reads a file), so the engine modules never
 * import it; the content test and server-side checks do.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function loadPdtfPaths(): Set<string> {
  const text = readFileSync(fileURLToPath(new URL('./path-list.csv', import.meta.url)), 'utf8');
  const paths = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^"([^"]+)"/.exec(line.trim());
    if (match) paths.add(match[1]!);
  }
  return paths;
}
