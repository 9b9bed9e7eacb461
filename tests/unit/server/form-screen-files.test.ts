import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formScreenFiles, writeFormScreenFiles } from '../../../server/tools/bundle-sizes.ts';

/** A build's output with this manifest, and an index.html. */
function builtWith(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'form-files-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dist, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
  return dist;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_initial'], css: ['assets/index-1.css'] },
  _initial: { file: 'assets/initial-1.js' },
  'src/screens/questionnaire/QuestionnaireScreen.tsx': {
    file: 'assets/QuestionnaireScreen-1.js',
    imports: ['_initial', '_Modal', '_definition'],
    css: ['assets/QuestionnaireScreen-1.css'],
  },
  _Modal: { file: 'assets/Modal-1.js', imports: ['_initial'] },
  _definition: { file: 'assets/definition-1.js', css: ['assets/index-1.css'] },
  'src/screens/dashboard/DashboardScreen.tsx': { file: 'assets/DashboardScreen-1.js', imports: ['_Modal'] },
};

describe('the form screen’s files, named for the dashboard to fetch ahead', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are the form screen’s chunk, its imports and its style sheet, without what the entry already loaded', () => {
    const dist = builtWith(MANIFEST);
    made.push(dist);
    expect(formScreenFiles(dist).sort()).toEqual(
      [
        '/assets/QuestionnaireScreen-1.js',
        '/assets/Modal-1.js',
        '/assets/definition-1.js',
        '/assets/QuestionnaireScreen-1.css',
      ].sort(),
    );
  });

  it('are written into index.html as a meta element the page reads', () => {
    const dist = builtWith(MANIFEST);
    made.push(dist);
    writeFormScreenFiles(dist);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const content = /<meta name="form-code" content="([^"]*)" \/>/.exec(html)?.[1];
    expect(content?.split(' ').sort()).toEqual(formScreenFiles(dist).sort());
    expect(html.indexOf('name="form-code"')).toBeLessThan(html.indexOf('</head>'));
  });
});
