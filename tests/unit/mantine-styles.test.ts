import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireMantineStyles } from '../../server/tools/mantine-styles.ts';

const stylesDir = new URL('../../node_modules/@mantine/core/styles', import.meta.url).pathname;

/** Runs the check against a bundle holding these Mantine component modules. */
function check(css: string, components: string[]): string | null {
  const file = join(mkdtempSync(join(tmpdir(), 'mantine-styles-')), 'styles.css');
  writeFileSync(file, css);
  const plugin = requireMantineStyles(file, stylesDir);
  const moduleIds = components.map((name) => `/app/node_modules/@mantine/core/esm/components/${name}/${name}.mjs`);
  let failure: string | null = null;
  const hook = plugin.generateBundle as (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void;
  try {
    hook.call({ error: (message: string) => { throw new Error(message); } }, {}, { 'index.js': { type: 'chunk', moduleIds } });
  } catch (error) {
    failure = (error as Error).message;
  }
  return failure;
}

describe('the Mantine styles check', () => {
  it('passes when every bundled component with styles has them imported', () => {
    // Portal has no stylesheet of its own.
    expect(check("@import '@mantine/core/styles/Button.css';", ['Button', 'Portal'])).toBeNull();
  });

  it('names the components whose styles are missing', () => {
    expect(check("@import '@mantine/core/styles/Button.css';", ['Button', 'Table', 'Modal'])).toMatch(/styles of Modal, Table/);
  });
});
