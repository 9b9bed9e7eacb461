import { describe, expect, it } from 'vitest';
import { importCycles, importEdges } from './import-graph.ts';

const ROOT = new URL('../../../', import.meta.url).pathname;

/**
 * Every folder of source the product and its tests are made of. A cycle, even of types only,
 * means two files that cannot be read, moved or tested apart; at run time it means one of them
 * sees the other half-loaded.
 */
const FOLDERS = ['domain', 'contracts', 'server', 'web/src', 'web/graphiql', 'tests'];

describe('imports', () => {
  it('form no cycle among the source files', () => {
    expect(importCycles(importEdges(ROOT, FOLDERS))).toEqual([]);
  });

  it('find a cycle through several files, and a file importing itself', () => {
    const cycles = importCycles([
      { from: 'a.ts', to: 'b.ts' },
      { from: 'b.ts', to: 'c.ts' },
      { from: 'c.ts', to: 'a.ts' },
      { from: 'c.ts', to: 'd.ts' },
      { from: 'e.ts', to: 'e.ts' },
    ]);
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
  });
});
