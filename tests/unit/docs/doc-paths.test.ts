import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs are references: every file or folder they name in backticks exists, and none grows
 * past a length a reader can take in. What counts as a path, so that prose in backticks (a route,
 * a MIME type, an example file name) is not mistaken for one:
 * - a span with a slash whose first segment is a top-level entry of the repository
 *   (`server/store/`, `docs/security.md`, `package.json`), checked as it is written;
 * - a bare file name with a known extension (`enqueue.ts`), which must name a file somewhere in
 *   the repository;
 * - skipped: spans with spaces (`GET /api/x`), placeholders and globs (`<area>`, `{id}`, `*`, `…`,
 *   `$DATA_DIR`), URLs and URL paths (`https://…`, `/api/health`), relative paths (`./data`,
 *   `../shared/spec/`), and what the repository does not track (`node_modules/`, `dist/`, `data/`).
 * Fenced code blocks are examples, not references, and are left out.
 */
const root = new URL('../../../', import.meta.url).pathname;
const UNTRACKED = new Set(['node_modules', 'dist', 'data', 'coverage', '.git']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|graphql|sh|csv|css|html|sql|txt|svg|png)$/;
const MAX_WORDS = 6000;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (UNTRACKED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.push(path);
  }
  return found;
}

const files = walk(root);
const fileNames = new Set(files.map((path) => path.slice(path.lastIndexOf('/') + 1)));
const topLevel = new Set(readdirSync(root).filter((name) => !UNTRACKED.has(name)));
const docs = ['README.md', ...files.filter((path) => path.startsWith(`${root}docs/`) && path.endsWith('.md'))].map(
  (path) => path.replace(root, ''),
);

/** The spans of a Markdown text that name a path of the repository, by the rules above. */
function namedPaths(markdown: string, repositoryTop: Set<string>): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const paths: string[] = [];
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    if (/\s|[<>{}*$…]|:\/\/|^[./]/.test(span)) continue;
    const path = span.replace(/[#:].*$/, '');
    if (path.includes('/') ? repositoryTop.has(path.split('/')[0]) : EXTENSIONS.test(path)) paths.push(path);
  }
  return paths;
}

/** Files a Markdown text links to by a relative address (`[0004](0004-which-token-the-api-takes.md)`). */
function linkedFiles(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^[a-z]+:/.test(target));
}

function exists(path: string): boolean {
  return path.includes('/') ? existsSync(join(root, path)) : fileNames.has(path);
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('what counts as a path in the docs', () => {
  const top = new Set(['server', 'docs', 'package.json']);

  it('takes repository paths and bare file names', () => {
    expect(namedPaths('see `server/store/` and `docs/security.md#rule-8`, then `enqueue.ts`', top)).toEqual([
      'server/store/',
      'docs/security.md',
      'enqueue.ts',
    ]);
  });

  it('leaves out routes, placeholders, globs, URLs, relative paths and other folders', () => {
    const prose =
      '`GET /api/x` `/api/health` `server/rest/<area>/routes.ts` `uploads/{id}` `moveready.*` ' +
      '`https://example.com/a.json` `./data` `../shared/spec/` `image/png` `dist/web` `$DATA_DIR/files` `jobs`';
    expect(namedPaths(prose, top)).toEqual([]);
  });

  it('reads no path inside a fenced code block', () => {
    expect(namedPaths('```sh\nnode server/gone.ts\n`server/gone.ts`\n```\n', top)).toEqual([]);
  });
});

describe('the docs', () => {
  it('name only paths that exist', () => {
    const missing = docs.flatMap((doc) =>
      namedPaths(readFileSync(join(root, doc), 'utf8'), topLevel)
        .filter((path) => !exists(path))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('link only to files that exist', () => {
    const broken = docs.flatMap((doc) =>
      linkedFiles(readFileSync(join(root, doc), 'utf8'))
        .filter((target) => !existsSync(join(root, dirname(doc), target)))
        .map((target) => `${doc}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it(`are each at most ${MAX_WORDS.toLocaleString('en-GB')} words`, () => {
    const long = docs
      .map((doc) => ({ doc, words: words(readFileSync(join(root, doc), 'utf8')) }))
      .filter(({ words }) => words > MAX_WORDS);
    expect(long).toEqual([]);
  });
});

describe('the decisions', () => {
  const folder = join(root, 'docs/decisions');
  const index = readFileSync(join(folder, 'README.md'), 'utf8');
  const decisions = readdirSync(folder).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));

  it('each have a title, a status and the three sections', () => {
    const malformed = decisions.filter((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      return !(
        text.startsWith(`# ${name.slice(0, 4)}. `) &&
        /^Status: (accepted|superseded by \[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\))$/m.test(text) &&
        /^## Context$[\s\S]+^## Decision$[\s\S]+^## Consequences$/m.test(text)
      );
    });
    expect(malformed).toEqual([]);
  });

  it('are listed in the index with their title and status', () => {
    const unlisted = decisions.filter((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const title = text.slice(`# ${name.slice(0, 4)}. `.length, text.indexOf('\n')).replaceAll('|', '\\|');
      const status = /^Status: (.*)$/m.exec(text)?.[1];
      return !index.includes(`| [${name.slice(0, 4)}](${name}) | ${title} | ${status} |`);
    });
    expect(unlisted).toEqual([]);
  });

  it('take each number once', () => {
    const numbers = decisions.map((name) => name.slice(0, 4));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});
