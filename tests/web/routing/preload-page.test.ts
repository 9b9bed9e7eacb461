import { afterEach, describe, expect, it } from 'vitest';
import { clearSignedIn, markSignedIn } from '../../../web/src/auth/signInMarker.ts';
import type { AppRoute } from '../../../web/src/routing/appRoute.ts';
import { preloadPage } from '../../../web/src/routing/preloadPage.ts';

/** A route whose code loads record themselves in `fetched`. */
function route(name: string, path: string, fetched: string[], { own = false, isPublic = false } = {}): AppRoute {
  const screen = async () => {
    fetched.push(`${name} screen`);
    return { default: () => null };
  };
  return {
    name,
    path,
    title: name,
    load: screen,
    ...(own ? { preload: async () => fetched.push(`${name} page code`) } : {}),
    ...(isPublic ? { public: true as const } : {}),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the code of a page opened from a link', () => {
  afterEach(clearSignedIn);

  it('is fetched for a browser that was signed in, after the sign-in’s own code: the page’s own preload, else its screen', async () => {
    markSignedIn();
    const fetched: string[] = [];
    const routes = [
      route('auth', '/auth', fetched, { isPublic: true }),
      route('dashboard', '/properties/:id', fetched),
      route('form', '/properties/:id/about-my-home', fetched, { own: true }),
    ];
    let signInCodeIn: () => void = () => undefined;
    const arriving = new Promise<void>((resolve) => (signInCodeIn = resolve));
    const signInCode = () => arriving;

    preloadPage(routes, '/properties/7', signInCode);
    preloadPage(routes, '/properties/7/about-my-home', signInCode);
    await settled();
    expect(fetched).toEqual([]);

    signInCodeIn();
    await settled();
    expect(fetched.sort()).toEqual(['dashboard screen', 'form page code']);
  });

  it('is not fetched for a visitor who never signed in, nor for a public page', async () => {
    const fetched: string[] = [];
    const routes = [
      route('auth', '/auth', fetched, { isPublic: true }),
      route('dashboard', '/properties/:id', fetched),
    ];
    preloadPage(routes, '/properties/7', async () => undefined);
    markSignedIn();
    preloadPage(routes, '/auth', async () => undefined);
    await settled();
    expect(fetched).toEqual([]);
  });
});
