import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
c.eachMapping((m) => {
  if (prev) {
    let len;
    if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
    else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
    sizes.set(prev.source, (sizes.get(prev.source) ?? 0) + len);
  }
  prev = m;
});
const own = [...sizes].filter(([k]) => k && !k.includes('node_modules')).sort((a, b) => b[1] - a[1]);
console.log('own', own.reduce((s, [, v]) => s + v, 0), 'all', [...sizes.values()].reduce((a, b) => a + b, 0));
for (const [k, v] of own.slice(0, 45)) console.log(v, k);
