import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../../web/src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);

describe('web module boundaries', () => {
  it('shared components, hooks and the guard import nothing from a screen folder', () => {
    const offenders = ['components', 'apollo', 'auth', 'guard', 'routing', 'failures', 'notifications', 'theme']
      .flatMap((folder) => sources(join(SRC, folder)))
      .flatMap((file) =>
        importsOf(file)
          .filter((path) => path.includes('/screens/'))
          .map((path) => `${relative(SRC, file)} → ${path}`),
      );
    expect(offenders).toEqual([]);
  });

  it('only the app and its entry import the route table: routes, guard and layout share types through routing/appRoute.ts', () => {
    const importers = sources(SRC)
      .filter((file) => importsOf(file).some((path) => /\/routes(\.tsx)?$/.test(path)))
      .map((file) => relative(SRC, file));
    // The entry reads it only to start fetching the opened page's code before the sign-in is restored (decision 0562).
    expect(importers.sort()).toEqual(['App.tsx', 'main.tsx']);
  });
});
