/**
 * The benches measure the server as production runs it. Imported first by each bench, before any
 * server module reads `NODE_ENV` as it loads: outside production the gateway checks every REST
 * answer against its contract (server/gateway/rest/contract-check.ts), a test-time guard that cost
 * about a tenth of the nested list's CPU. The app's own settings still come from the bench, so the
 * demo seed and PGlite stay available. `NODE_ENV=development` on the command line keeps the checks.
 */
process.env.NODE_ENV ??= 'production';
