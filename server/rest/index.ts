/**
 * What the rest of the server may use of the REST API: the plugin app.ts mounts and the record of
 * a route it lists at start-up. Everything else under server/rest is the API's own; the lint rule
 * in eslint.config.js refuses an import of it from outside.
 */
export { restApi } from './plugin.ts';
export type { RouteRecord } from './auth/authenticate.ts';
