/** The questionnaire screen's chunk: every form route shows it (routes.tsx), and the dashboard fetches it ahead. */
export const loadQuestionnaireScreen = () => import('./QuestionnaireScreen.tsx');

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};
type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * The form screen's files as the build names them in index.html (server/tools/bundle-sizes.ts),
 * or null where it does not (the development server, tests).
 */
function formScreenFiles(): string[] | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="form-code"]')?.content;
  return content ? content.split(' ').filter(Boolean) : null;
}

/**
 * Fetches the form screen's files without running them: module preloads (scripts) and prefetches
 * (style sheets). Running 40 modules at once would be one long task on a phone while the
 * dashboard is still settling; the form runs them when it opens, from the browser's memory.
 */
function preloadFormScreen(files: readonly string[]): void {
  for (const href of files) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'prefetch' : 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * From a property's dashboard the next step is usually one of its forms. Once the dashboard is
 * drawn and the browser has nothing else to do, the form screen's code (a few tens of kB) is
 * fetched, so a form opens without waiting for it. Not when the user asked their browser to save
 * data. Returns the cancel for an effect's clean-up.
 */
export function fetchFormScreenWhenIdle(): () => void {
  if ((navigator as SaveDataNavigator).connection?.saveData) return () => undefined;
  const fetchIt = () => {
    const files = formScreenFiles();
    if (files) preloadFormScreen(files);
    else void loadQuestionnaireScreen().catch(() => undefined);
  };
  const idle = window as IdleWindow;
  // Safari has no requestIdleCallback: a second's wait stands in for it.
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(fetchIt, { timeout: 5000 });
    return () => idle.cancelIdleCallback!(handle);
  }
  const timer = setTimeout(fetchIt, 1000);
  return () => clearTimeout(timer);
}
