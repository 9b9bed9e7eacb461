import type { ExplorerOptions } from './Explorer.tsx';

/**
 * The explorer for the web app's /admin/graphql screen, which imports this file at run time: the
 * explorer keeps its own React and GraphiQL in this separate build, so the web app's bundles do
 * not change at all. Returns a function that unmounts it.
 */
export async function mountExplorer(element: HTMLElement, options: ExplorerOptions): Promise<() => void> {
  // A dynamic import, so Vite loads GraphiQL's stylesheet along with its code.
  const [{ createElement, StrictMode }, { createRoot }, { Explorer }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./Explorer.tsx'),
  ]);
  const root = createRoot(element);
  root.render(createElement(StrictMode, null, createElement(Explorer, options)));
  return () => root.unmount();
}
