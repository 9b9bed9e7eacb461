// @ts-check
import path from 'node:path';

/**
 * The layers of the codebase as import rules (README "How the code is laid out"). `domain/` and
 * `contracts/` are shared by client and server, so they import neither; the client reaches the
 * server over HTTP only; a use case is called by the transports (REST routes, resolvers, jobs,
 * the demo seed) and never calls them; the store reads and writes rows and imports neither
 * services nor use cases; services do not import use cases; and outside `server/rest/` only its
 * front door, `server/rest/index.ts`, may be imported. Each file falls in one bucket: ESLint
 * keeps only the last `no-restricted-imports` that matches a file.
 *
 * ESLint's own `no-restricted-imports` matches the specifier as written, and the codebase writes
 * relative specifiers, so each rule is spelt out for every folder depth: from
 * `server/store/x.ts` the REST folder is `../rest/`, from `server/gateway/resolvers/x.ts` it is
 * `../../rest/` (while `../rest/` there is the gateway's own client).
 */
const LAYERS = [
  {
    folder: 'domain',
    refuse: [{ target: 'server' }, { target: 'web' }],
    message: 'domain/ holds the rules client and server share; it imports nothing from server/ or web/.',
  },
  {
    folder: 'contracts',
    refuse: [{ target: 'server' }, { target: 'web' }],
    message: 'contracts/ describes the REST API for both sides; it imports only TypeBox and domain/.',
  },
  {
    folder: 'web',
    refuse: [{ target: 'server' }],
    message: 'The client reaches the server over HTTP only; share code through domain/ or contracts/.',
  },
  {
    folder: 'server/use-cases',
    refuse: [
      { target: 'server/rest' },
      { target: 'server/gateway' },
      { target: 'server/jobs' },
      { target: 'server/demo' },
      { target: 'server/http' },
    ],
    message:
      'A use case is called by the REST routes, resolvers, jobs and the demo seed; it never imports them, nor HTTP: it refuses with AppError (server/use-cases/app-error.ts).',
  },
  {
    folder: 'server/store',
    refuse: [
      { target: 'server/use-cases' },
      { target: 'server/services' },
      { target: 'server/rest' },
      { target: 'server/gateway' },
      { target: 'server/jobs' },
      { target: 'server/demo' },
    ],
    message:
      'The store reads and writes rows and nothing else: queueing jobs, telling others and business rules belong in server/use-cases/.',
  },
  {
    folder: 'server/services',
    refuse: [
      { target: 'server/use-cases' },
      { target: 'server/rest' },
      { target: 'server/gateway' },
      { target: 'server/jobs' },
      { target: 'server/demo' },
    ],
    message:
      'A service talks to something outside (mail, files, providers, the queue); use cases call it, never the other way round.',
  },
  {
    // The transports and the wiring: gateway, jobs, demo seed, tools, app.ts.
    folder: 'server',
    ignores: ['server/rest/**', 'server/use-cases/**', 'server/store/**', 'server/services/**'],
    refuse: [{ target: 'server/rest', except: 'index.ts' }],
    message:
      'Outside server/rest only server/rest/index.ts may be imported; business functions belong in server/use-cases/.',
  },
];

/** Deep enough for every folder in the repository; a deeper file would go unchecked. */
const MAX_DEPTH = 8;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of a specifier that a file `depth` folders below `folder` writes to reach `target`. */
function specifierStart(folder, depth, target) {
  // '@' stands for any folder name: no real folder on a target's path is called that.
  const relative = path.posix.relative(path.posix.join(folder, ...Array(depth).fill('@')), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

export const layerRules = LAYERS.flatMap(({ folder, ignores = [], refuse, message }) =>
  Array.from({ length: MAX_DEPTH }, (_, depth) => ({
    files: [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: refuse.map(({ target, except }) => ({
            regex: `^${escape(specifierStart(folder, depth, target))}/${except ? `(?!${escape(except)}$)` : ''}`,
            message,
          })),
        },
      ],
    },
  })),
);
