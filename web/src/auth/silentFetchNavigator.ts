import type { INavigator, IWindow, NavigateParams, NavigateResponse } from 'oidc-client-ts';

/** As long as oidc-client-ts gives its hidden frame (`silentRequestTimeoutInSeconds`, 10 s). */
const TIMEOUT_MS = 10_000;

/**
 * Runs a silent sign-in (`prompt=none`) as one request that follows the provider's redirects, in
 * place of oidc-client-ts's hidden frame. The provider's answer is where it redirects to: the
 * silent callback, with the code or the error in its address, which the library then reads as it
 * would the frame's. A frame cost every reload a second window: its creation and its page held the
 * main thread for 25–45 ms on a desktop core, about four times that on a phone (decision 0761).
 *
 * Only for a provider on the app's own origin, which is also the only case the frame served: the
 * provider's session cookie goes with a same-origin request, and only a same-origin answer's final
 * address can be read. Nothing about the answer but its address is used.
 */
export function silentFetchNavigator(callbackUrl: string): INavigator {
  return {
    async prepare(): Promise<IWindow> {
      const controller = new AbortController();
      return {
        async navigate({ url }: NavigateParams): Promise<NavigateResponse> {
          const timer = setTimeout(() => controller.abort(new Error('The silent sign-in timed out')), TIMEOUT_MS);
          try {
            const response = await fetch(url, {
              credentials: 'same-origin',
              redirect: 'follow',
              cache: 'no-store',
              signal: controller.signal,
            });
            // The body is empty (server/http/silent-callback.ts); only the address matters.
            void response.body?.cancel();
            if (!response.url.startsWith(callbackUrl))
              throw new Error('The identity provider did not answer the silent sign-in');
            return { url: response.url };
          } finally {
            clearTimeout(timer);
          }
        },
        close: () => controller.abort(),
      };
    },
    // The callback side of a frame: a fetch has none.
    callback: async () => undefined,
  };
}
