import { brandHostUrl } from '../../../domain/theme-hosts.ts';
import type { Theme } from '../../../domain/theme-names.ts';
import { otherPartnerBrand } from './otherPartnerBrand.ts';

/**
 * Where a partner brand's user who signed in on another brand's host belongs: their brand's host
 * (same environment, protocol and port), opening `/auth?continue=<the page they were on>`, which
 * signs them in there through the identity provider's session and then opens that page. Null when
 * they are home already, belong to the default brand (whose people work across brands), or the
 * current host is not in the configuration.
 */
export function brandRedirectUrl(brandTheme: string | null | undefined, current: Theme, location: URL): string | null {
  const brand = otherPartnerBrand(brandTheme, current);
  if (!brand) return null;
  const target = brandHostUrl(location, brand);
  if (!target) return null;
  const deepLink = `${location.pathname}${location.search}`;
  return `${target.origin}/auth?continue=${encodeURIComponent(deepLink)}`;
}
