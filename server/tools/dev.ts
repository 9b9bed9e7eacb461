import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the product's server parts on port 4001 and the Vite dev server with hot reload on
 * http://localhost:5173, which proxies /graphql, /api and /oidc to them. The server is told that
 * browsers reach it through Vite, so the sign-in issuer and redirects name port 5173.
 */
const backendPort = process.env.DEV_BACKEND_PORT ?? '4001';
const env = {
  ...process.env,
  PORT: backendPort,
  PUBLIC_URL: 'http://localhost:5173',
  PARTS: 'rest,gateway,oidc',
  DATA_DIR: process.env.DATA_DIR ?? 'data',
};
const children: ChildProcess[] = [
  spawn('node', ['--watch-path=server', '--watch-path=domain', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, BACKEND_URL: `http://127.0.0.1:${backendPort}` } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
