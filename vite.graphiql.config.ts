import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The bundled GraphQL explorer (GraphiQL), built apart from the web app into dist/graphiql and
 * served only outside production, at /dev/graphiql/ and as the GET /graphql landing page.
 */
export default defineConfig({
  root: 'web/graphiql',
  base: '/dev/graphiql/',
  plugins: [react()],
  build: {
    outDir: '../../dist/graphiql',
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    rollupOptions: {
      // GraphiQL's React compiler runtime starts with "use no memo", which bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
