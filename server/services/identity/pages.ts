import type { KoaContextWithOIDC } from 'oidc-provider';

/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f1f5f4; color: #1b2b28; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  p { margin: .25rem 0 1rem; color: #44524f; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #8a9a96; border-radius: 6px; font-size: 1rem; }
  button { width: 100%; padding: .65rem; margin-top: .75rem; border: 0; border-radius: 6px; background: #0b7a6b; color: #fff; font-size: 1rem; cursor: pointer; }
  button.account { background: #fff; color: #0b4f46; border: 1px solid #0b7a6b; text-align: left; display: flex; justify-content: space-between; gap: .5rem; }
  button.account span:last-child { color: #44524f; font-size: .9rem; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  .error { background: #fdecea; color: #8a1c12; padding: .6rem; border-radius: 6px; }
  .demo-note { font-size: .85rem; }
  a { color: #0b5f54; }
  @media (max-width: 30rem) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export async function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  // Logging out of the product ends the provider session too, without a second question.
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<h1>Signing out…</h1>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>document.forms['op.logoutForm'].submit()</script>`,
  );
}

export async function renderErrorPage(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in problem',
    `<h1>We could not sign you in</h1><p class="error">${escapeHtml(out.error_description ?? out.error ?? 'Unknown error')}</p>
<p><a href="/auth">Back to the start page</a></p>`,
  );
}
