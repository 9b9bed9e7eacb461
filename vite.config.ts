import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.BACKEND_URL ?? 'http://localhost:4000';

/** The web app builds to dist/web, which the server serves at `/`; `npm run dev` proxies the rest. */
export default defineConfig({
  root: 'web',
  plugins: [react()],
  // One bundle for now: about 185 kB once Brotli-compressed at build time (server/tools/build-web.ts).
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    // The Host header is kept (changeOrigin off): the identity provider builds its URLs from it.
    proxy: Object.fromEntries(['/graphql', '/api', '/oidc'].map((path) => [path, { target: backend, changeOrigin: false }])),
  },
});
