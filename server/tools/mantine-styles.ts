import { existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The Mantine components a bundled module belongs to. A part such as Radio.Card lives in a folder
 * of its parent (components/Radio/RadioCard/RadioCard.mjs) and has its own stylesheet
 * (RadioCard.css), so every folder below components/ counts, not only the first. Shared pieces
 * with styles of their own live under utils/ (InlineInput lays out a checkbox beside its label).
 */
export function mantineComponentsOf(moduleId: string): string[] {
  const match = /@mantine\/core\/esm\/(?:components|utils)\/((?:\w+\/)+)/.exec(moduleId);
  return match ? match[1].split('/').filter(Boolean) : [];
}

/**
 * The web app imports Mantine's styles per component (web/src/mantine-styles.css), not the whole
 * stylesheet. This check fails the build when the bundle holds a Mantine component, used directly
 * or inside another one, whose styles that file does not import: the component would show unstyled.
 */
export function requireMantineStyles(cssFile: string, mantineStyles: string): Plugin {
  return {
    name: 'require-mantine-styles',
    generateBundle(_options, bundle) {
      const imported = readFileSync(cssFile, 'utf8');
      const components = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) for (const name of mantineComponentsOf(id)) components.add(name);
      }
      const missing = [...components].filter(
        (name) => existsSync(`${mantineStyles}/${name}.css`) && !imported.includes(`@mantine/core/styles/${name}.css`),
      );
      if (missing.length > 0)
        this.error(
          `${cssFile} does not import the styles of ${missing.sort().join(', ')}: add @import '@mantine/core/styles/<Component>.css' in the order of Mantine's styles.css`,
        );
    },
  };
}
