import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialChunkGroups, recordInitialModules } from './server/tools/initial-chunk.ts';
import { requireMantineStyles } from './server/tools/mantine-styles.ts';

const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

/** The web app builds to dist/web, which the server serves at `/`; `npm run dev` proxies the rest. */
export default defineConfig({
  root: 'web',
  // rxjs (under Apollo Client) by default resolves to its ES5 build, whose classes compile to
  // prototype functions and tslib helpers; its ES2015 build is the same code, smaller, and runs in
  // every browser the app supports: the first screens' JavaScript is about 2 kB lighter.
  resolve: {
    alias: [
      { find: /^rxjs$/, replacement: new URL('./node_modules/rxjs/dist/esm/index.js', import.meta.url).pathname },
    ],
  },
  plugins: [
    react(),
    recordInitialModules(process.env.WEB_INITIAL_MODULES_OUT),
    requireMantineStyles(
      new URL('./web/src/mantine-styles.css', import.meta.url).pathname,
      new URL('./node_modules/@mantine/core/styles', import.meta.url).pathname,
    ),
  ],
  // The manifest lets the build report each screen's initial JavaScript (server/tools/bundle-sizes.ts).
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Maps are written for debugging a build, but not linked from the files the browser downloads.
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 800,
    // The recording pass only needs the chunk graph.
    write: !process.env.WEB_INITIAL_MODULES_OUT,
    rolldownOptions: { output: { codeSplitting: initialChunkGroups(process.env.WEB_INITIAL_MODULES) } },
  },
  server: {
    port: 5173,
    // The Host header is kept (changeOrigin off): the identity provider builds its URLs from it.
    // /graphiql/ is the separately built GraphQL explorer the admin screen imports.
    proxy: Object.fromEntries(
      ['/graphql', '/graphiql', '/api', '/oidc'].map((path) => [path, { target: backend, changeOrigin: false }]),
    ),
  },
});
