/**
 * Gives GraphiQL's own markup the accessible names, roles and focus it lacks, after it renders.
 *
 * GraphiQL (4.x) offers no prop for any of these: its CodeMirror editors are created inside the
 * library with options we cannot pass (CodeMirror's `screenReaderLabel` among them), and its tab
 * strip is a fixed component. So a MutationObserver on the explorer's root applies them whenever
 * GraphiQL adds or re-renders an editor or a tab. Every change is idempotent (an attribute is
 * written only when it differs), so the observer never feeds itself.
 */

/** CodeMirror's hidden textarea is what a screen reader and the keyboard type into. */
const EDITOR_NAMES: ReadonlyArray<[selector: string, name: string]> = [
  ['.graphiql-query-editor .CodeMirror', 'Query'],
  ['.graphiql-response .CodeMirror', 'Response'],
];

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function removeAttribute(element: Element, name: string): void {
  if (element.hasAttribute(name)) element.removeAttribute(name);
}

function labelEditors(root: HTMLElement): void {
  for (const [selector, name] of EDITOR_NAMES) {
    for (const editor of root.querySelectorAll(selector)) labelEditor(editor, name);
  }
  // The variables editor comes first in the tools section, the headers editor (when shown) second.
  const tools = root.querySelectorAll('.graphiql-editor-tool .CodeMirror');
  tools.forEach((editor, index) => labelEditor(editor, index === 0 ? 'Variables' : 'Headers'));
}

function labelEditor(editor: Element, name: string): void {
  const input = editor.querySelector('textarea');
  if (input) setAttribute(input, 'aria-label', name);
  // The scroll area holds the text but not the textarea: a keyboard user reaches it to scroll a long result.
  const scroller = editor.querySelector('.CodeMirror-scroll');
  if (scroller) {
    setAttribute(scroller, 'tabindex', '0');
    setAttribute(scroller, 'role', 'region');
    setAttribute(scroller, 'aria-label', `${name} text`);
  }
}

/**
 * GraphiQL marks each tab's list item role="tab" and puts the tab's button (and its close button)
 * inside it: a control inside a control. The tab role moves onto the button that selects the tab,
 * and the list item becomes presentational.
 */
function fixTabs(root: HTMLElement): void {
  for (const item of root.querySelectorAll('.graphiql-tab')) {
    setAttribute(item, 'role', 'presentation');
    removeAttribute(item, 'aria-selected');
    const button = item.querySelector('.graphiql-tab-button');
    if (button) {
      setAttribute(button, 'role', 'tab');
      setAttribute(button, 'aria-selected', String(item.classList.contains('graphiql-tab-active')));
    }
  }
}

export function improveGraphiqlAccessibility(root: HTMLElement): () => void {
  const apply = () => {
    labelEditors(root);
    fixTabs(root);
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected', 'class', 'tabindex'],
  });
  return () => observer.disconnect();
}
