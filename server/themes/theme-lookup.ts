import { sql } from 'kysely';
import { hostOfTheme, matchHost, themeForHost as configuredThemeForHost } from '../../domain/theme-hosts.ts';
import { DEFAULT_THEME, isThemeKey, themeByKey, type Theme } from '../../domain/themes.ts';
import type { Db } from '../store/database.ts';

/**
 * Which theme a mail or document is written under, for server code: the property's brand (its
 * agency's brand, or the agency itself when it is a brand), or the host a user is on. Invitation
 * and notification mails, PDFs and DOCX call these; the identity provider's own mails are themed
 * by the client the user signed in through.
 */

/** The theme of a host name (with or without port), from domain/theme-hosts.json. */
export function themeForHost(host: string): Theme {
  return configuredThemeForHost(host);
}

/** The theme of a brand's theme key as stored on `organisations.theme_key`; the default theme otherwise. */
export function themeForBrandKey(key: string | null | undefined, variant: Theme['variant'] = 'live'): Theme {
  return isThemeKey(key) ? themeByKey(key, variant) : themeByKey(DEFAULT_THEME.key, variant);
}

/**
 * The theme of a property's brand: its agency's brand theme (or the agency's own when it is the
 * brand). A property without an agency, or unknown, has the default theme. `variant` follows the
 * deployment (staging servers write staging-themed mail): `deploymentVariant(publicUrl)`.
 */
export async function themeForProperty(db: Db, propertyId: number, variant: Theme['variant'] = 'live'): Promise<Theme> {
  const row = await db
    .selectFrom('properties as p')
    .leftJoin('organisations as o', 'o.id', 'p.agency_id')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .select(sql<string | null>`coalesce(o.theme_key, parent.theme_key)`.as('theme_key'))
    .where('p.id', '=', propertyId)
    .executeTakeFirst();
  return themeForBrandKey(row?.theme_key, variant);
}

/** The theme of a user's brand (their organisation's, or its brand's); the default theme without one. */
export async function themeForUser(db: Db, userId: string, variant: Theme['variant'] = 'live'): Promise<Theme> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .leftJoin('organisations as parent', 'parent.id', 'o.parent_id')
    .select(sql<string | null>`coalesce(o.theme_key, parent.theme_key)`.as('theme_key'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return themeForBrandKey(row?.theme_key, variant);
}

/** Staging deployments (PUBLIC_URL on a staging host) write mail under the staging variants. */
export function deploymentVariant(publicUrl: string): Theme['variant'] {
  return matchHost(new URL(publicUrl).host).environment === 'staging' ? 'staging' : 'live';
}

/**
 * Where a theme's app is reached from this deployment, for links in its mail and documents: its
 * configured host in PUBLIC_URL's environment (same protocol and port), or PUBLIC_URL itself when
 * that environment lists no host for it or PUBLIC_URL is not a configured host.
 */
export function appOriginForTheme(theme: Theme, publicUrl: string): string {
  const base = new URL(publicUrl);
  const environment = matchHost(base.host).environment;
  const host = environment ? hostOfTheme(theme.key, environment) : undefined;
  if (!host) return base.origin;
  base.hostname = host;
  return base.origin;
}
