import { escapeHtml } from '../services/identity/pages.ts';
import { titleName, type Theme } from '../../domain/themes.ts';

/**
 * The web app's index.html as one theme shows it: its title, favicon and browser colour are right
 * before any script runs (a white-label brand's page never flashes the product's name), and the
 * app reads the theme from the root element.
 */
export function themedIndex(
  html: string,
  theme: Theme,
  oidcAuthority?: string,
  oidcMetadata?: Record<string, string>,
): string {
  const authority = oidcAuthority ? ` data-oidc-authority="${escapeHtml(oidcAuthority)}"` : '';
  // The embedded provider's endpoints, so a restore asks for no discovery document (decision 0731).
  const metadata = oidcMetadata ? ` data-oidc-metadata="${escapeHtml(JSON.stringify(oidcMetadata))}"` : '';
  return (
    html
      .replace(/<html([^>]*)>/, `<html$1 data-theme="${theme.key}"${authority}${metadata}>`)
      // Data, not script: the app reads it (web/src/theme/pageTheme.ts); `<` is escaped so no text can end the element.
      .replace(
        '</head>',
        `<script type="application/json" id="page-theme">${JSON.stringify(theme).replace(/</g, '\\u003c')}</script></head>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(titleName(theme))}</title>`)
      .replace(/(<link rel="icon" type="image\/svg\+xml" href=")[^"]*"/, `$1${theme.faviconPath}"`)
      .replace(/(<meta name="theme-color" content=")[^"]*"/, `$1${theme.brandHex}"`)
  );
}
