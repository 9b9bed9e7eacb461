import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

/** The web app builds to dist/web, which the server serves at `/`; `npm run dev` proxies the rest. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  // The manifest lets the build report each screen's initial JavaScript (server/tools/bundle-sizes.ts).
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    // The Host header is kept (changeOrigin off): the identity provider builds its URLs from it.
    proxy: Object.fromEntries(['/graphql', '/api', '/oidc'].map((path) => [path, { target: backend, changeOrigin: false }])),
  },
});
