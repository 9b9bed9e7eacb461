import { BROWSER_ENDPOINT_ENV, launchChromiumServer } from './chromium.ts';

/** One Chromium for the whole browser layer; each test file connects to it (see launchChromium). */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await launchChromiumServer();
  process.env[BROWSER_ENDPOINT_ENV] = server.wsEndpoint();
  return async () => {
    delete process.env[BROWSER_ENDPOINT_ENV];
    await server.close();
  };
}
