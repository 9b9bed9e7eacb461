import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineComponentsOf, requireMantineStyles } from '../../server/tools/mantine-styles.ts';

const stylesDir = new URL('../../node_modules/@mantine/core/styles', import.meta.url).pathname;

/** Runs the check against a bundle holding these Mantine component modules ('Radio' or a part, 'Radio/RadioCard'). */
function check(css: string, components: string[]): string | null {
  const file = join(mkdtempSync(join(tmpdir(), 'mantine-styles-')), 'styles.css');
  writeFileSync(file, css);
  const plugin = requireMantineStyles(file, stylesDir);
  const moduleIds = components.map(
    (path) => `/app/node_modules/@mantine/core/esm/components/${path}/${path.split('/').at(-1)}.mjs`,
  );
  let failure: string | null = null;
  const hook = plugin.generateBundle as (
    this: { error: (message: string) => never },
    options: unknown,
    bundle: unknown,
  ) => void;
  try {
    hook.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      { 'index.js': { type: 'chunk', moduleIds } },
    );
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
    expect(check("@import '@mantine/core/styles/Button.css';", ['Button', 'Table', 'Modal'])).toMatch(
      /styles of Modal, Table/,
    );
  });

  it('names a part of a component (a card radio, its indicator) whose own styles are missing', () => {
    // Radio.Card lives in Radio's folder but has a stylesheet of its own, RadioCard.css.
    const radioOnly = "@import '@mantine/core/styles/Radio.css';";
    expect(check(radioOnly, ['Radio/RadioCard', 'Radio/RadioIndicator'])).toMatch(
      /styles of RadioCard, RadioIndicator/,
    );
    expect(
      check(
        `${radioOnly}\n@import '@mantine/core/styles/RadioCard.css';\n@import '@mantine/core/styles/RadioIndicator.css';`,
        ['Radio/RadioCard', 'Radio/RadioIndicator'],
      ),
    ).toBeNull();
  });

  it('reads every folder of a module path below components/', () => {
    expect(
      mantineComponentsOf('/x/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs'),
    ).toEqual(['Checkbox', 'CheckboxCard']);
    expect(mantineComponentsOf('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.mjs')).toEqual([
      'InlineInput',
    ]);
    expect(mantineComponentsOf('/x/node_modules/@mantine/core/esm/core/MantineProvider/index.mjs')).toEqual([]);
  });
});

/** Every `<Parent.Part` and `<Component` the app's own source renders from @mantine/core. */
function mantinePartsUsedByTheApp(): Set<string> {
  const used = new Set<string>();
  const root = new URL('../../web/src/', import.meta.url).pathname;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    const imported = new Set<string>();
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of match[1].split(',')) if (name.trim() && !name.includes('type ')) imported.add(name.trim());
    }
    for (const match of source.matchAll(/<([A-Z]\w*)(?:\.([A-Z]\w*))?[\s>/]/g)) {
      const [, component, part] = match;
      if (!imported.has(component)) continue;
      used.add(component);
      if (part) used.add(`${component}${part}`);
    }
  }
  return used;
}

describe("the app's Mantine stylesheet", () => {
  it('imports the styles of every Mantine component and part the screens render', () => {
    const css = readFileSync(new URL('../../web/src/mantine-styles.css', import.meta.url), 'utf8');
    const styled = new Set(
      readdirSync(stylesDir)
        .filter((file) => file.endsWith('.css'))
        .map((file) => file.replace(/\.css$/, '')),
    );
    const used = mantinePartsUsedByTheApp();
    // The scan itself must see the parts this check exists for, or it proves nothing.
    expect(used).toContain('RadioCard');
    const missing = [...used]
      .filter((name) => styled.has(name) && !css.includes(`@mantine/core/styles/${name}.css`))
      .sort();
    expect(missing).toEqual([]);
  });
});
