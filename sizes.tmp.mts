import { screenSizes } from './server/tools/bundle-sizes.ts';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const dist = process.argv[2];
const s = screenSizes(dist).find((x) => x.screen === 'properties')!;
for (const f of s.files) console.log(f, gzipSync(readFileSync(dist + '/' + f), { level: 9 }).length);
