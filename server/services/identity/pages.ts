import type { KoaContextWithOIDC } from 'oidc-provider';
import { DEFAULT_THEME, productCredit, titleName, type Theme } from '../../../domain/themes.ts';

/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/**
 * Mantine's defaults (sizes, greys, radius) with the theme's fonts and brand colour (the app's
 * primary shade, theme.brandHex, which passes WCAG AA against white both ways), so the provider's
 * pages look like the app's.
 */
function style(theme: Theme): string {
  return `
  :root { color-scheme: light; --primary: ${theme.brandHex}; }
  body { margin: 0; background: #fff; color: #000; line-height: 1.55; font-size: 1rem;
    font-family: ${theme.fontFamily};
    -webkit-font-smoothing: antialiased; }
  header { border-bottom: 1px solid #dee2e6; padding: .625rem 0; }
  .container { max-width: 71.25rem; margin: 0 auto; padding: 0 1rem; box-sizing: border-box; display: flex; align-items: center; gap: .625rem; flex-wrap: wrap; }
  .brand { color: var(--primary); font-weight: 700; font-size: 1.125rem; text-decoration: none; display: inline-flex; align-items: center; gap: .5rem; }
  .brand img { display: block; flex: none; }
  .credit, .staging { color: #495057; font-size: .75rem; }
  .staging { font-weight: 700; border: 1px solid currentColor; border-radius: 4px; padding: 0 6px; text-transform: uppercase; letter-spacing: .04em; }
  main { max-width: 35rem; margin: 0 auto; padding: 2rem 1rem; box-sizing: border-box; }
  h1, h2 { font-family: ${theme.headingsFontFamily}; }
  h1 { font-size: 2.125rem; line-height: 1.3; margin: 0 0 1rem; font-weight: 700; overflow-wrap: anywhere; }
  h2 { font-size: 1.25rem; line-height: 1.35; margin: 1.75rem 0 .5rem; font-weight: 700; }
  p { margin: 0 0 1rem; overflow-wrap: anywhere; }
  .hint { color: #495057; font-size: .875rem; }
  label { display: block; font-weight: 500; font-size: .875rem; margin: .875rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; height: 2.25rem; padding: 0 .75rem; border: 1px solid #868e96; border-radius: .5rem; font: inherit; font-size: .875rem; background: #fff; color: #000; }
  button, .button { display: flex; align-items: center; justify-content: center; width: 100%; box-sizing: border-box; min-height: 2.625rem; padding: .5rem 1.125rem; margin-top: 1rem; border: 1px solid var(--primary); border-radius: .5rem; background: var(--primary); color: #fff; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  button.secondary, .button.secondary { background: #fff; color: var(--primary); }
  button.link { display: inline; width: auto; min-height: 0; margin: 0; padding: 0; border: 0; background: none; color: var(--primary); font-weight: 400; text-decoration: underline; }
  button.account { background: #fff; color: #000; border-color: #ced4da; justify-content: space-between; gap: .5rem; margin-top: .5rem; font-weight: 500; text-align: left; flex-wrap: wrap; }
  button.account span:last-child { color: #495057; font-weight: 400; font-size: .875rem; overflow-wrap: anywhere; }
  button:hover { filter: brightness(.95); }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
  .alert { border-radius: .5rem; padding: .75rem 1rem; margin: 0 0 1rem; }
  .alert.error { background: #fff5f5; color: #a61e1e; border: 1px solid #ffc9c9; }
  .alert.info { background: #f1f3f5; color: #000; border: 1px solid #dee2e6; }
  .alert p { margin: 0; }
  .links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: .5rem 1rem; margin-top: 1.25rem; font-size: .875rem; }
  a { color: var(--primary); }
  .mail { border: 1px solid #dee2e6; border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0; }
  .mail h2 { margin-top: 0; }
  @media (max-width: 48em) { .credit { display: none; } }
  .mail pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; font-size: .875rem; margin: .5rem 0 0; }
  @media (max-width: 30rem) { h1 { font-size: 1.625rem; } main { padding: 1.25rem 1rem; } }
`;
}

export type PageOptions = { theme?: Theme; wide?: boolean; home?: string };

/** A provider page: the app's header (its logo and name, linking home) above one column of content. */
export function page(title: string, body: string, options: PageOptions = {}): string {
  const theme = options.theme ?? DEFAULT_THEME;
  const credit = productCredit(theme);
  // Links home go to the app of the theme asking (its host), not to the provider's own host.
  const home = options.home ?? '/';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light"><meta name="theme-color" content="${theme.brandHex}"><link rel="icon" type="image/svg+xml" href="${theme.faviconPath}"><title>${escapeHtml(title)} · ${escapeHtml(titleName(theme))}</title><style>${style(theme)}</style></head>
<body><header><div class="container"><a class="brand" href="${escapeHtml(home)}"><img src="${theme.logoPath}" alt="" width="28" height="28"><span>${escapeHtml(theme.appName)}</span></a>${
    theme.variant === 'staging' ? '<span class="staging">Staging</span>' : ''
  }${credit ? `<span class="credit">${escapeHtml(credit)}</span>` : ''}</div></header>
<main${options.wide ? ' style="max-width: 50rem"' : ''}>${body}</main></body></html>`;
}

/** A message box; errors are announced by screen readers as soon as the page loads. */
export function alert(kind: 'error' | 'info', text: string): string {
  return `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}"><p>${escapeHtml(text)}</p></div>`;
}

/**
 * The one inline script the provider serves (it submits the logout form). The Content-Security-Policy
 * allows exactly this text by its hash (server/http/security-headers.ts); any other inline script is refused.
 */
export const LOGOUT_SCRIPT = "document.forms['op.logoutForm'].submit()";

export async function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  // Logging out of the product ends the provider session too, without a second question.
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<h1>Signing out…</h1>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export async function renderErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error?: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in problem',
    `<h1>We could not sign you in</h1>${alert('error', sentence(out.error_description ?? out.error ?? 'Something went wrong.'))}
<p><a href="/auth">Back to the start page</a></p>`,
  );
}

/** Provider errors arrive as fragments ("invalid_request", "client not found"): shown as one sentence. */
function sentence(text: string): string {
  const trimmed = text.trim().replace(/_/g, ' ');
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
