import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bundled GraphQL explorer (GraphiQL), built apart from the web app into dist/graphiql and
 * served at /graphiql/. Two entries: the page GET /graphql opens outside production (index.html),
 * and explorer.js, which the web app's administrators-only /admin/graphql screen imports at run
 * time (production too). Kept out of the web app's build, GraphiQL adds nothing to its bundles.
 */
export default defineConfig({
  root: 'web/graphiql',
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: '../../dist/graphiql',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      input: { index: 'web/graphiql/index.html', explorer: 'web/graphiql/mount.ts' },
      // mountExplorer is the web app's way in: its export must survive bundling.
      preserveEntrySignatures: 'exports-only',
      output: {
        // A fixed name the web app can import; everything it loads is content-hashed.
        entryFileNames: (chunk) => (chunk.name === 'explorer' ? 'explorer.js' : 'assets/[name]-[hash].js'),
      },
      // GraphiQL's React compiler runtime starts with "use no memo", which bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
