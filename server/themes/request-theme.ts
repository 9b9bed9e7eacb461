import type { FastifyReply, FastifyRequest } from 'fastify';
import { themeForRequest } from '../../domain/theme-hosts.ts';
import { isThemeKey, type Theme } from '../../domain/themes.ts';

/** Remembers the local-development override (`?theme=`) for the visit, so every page keeps it. */
export const THEME_OVERRIDE_COOKIE = 'theme-override';

function cookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The theme a page request is shown under: its host's (domain/theme-hosts.json) or, outside
 * production, the `?theme=` override, kept in a session cookie until `?theme=` names no theme.
 */
export function themeOfRequest(
  request: FastifyRequest,
  reply: FastifyReply | null,
  { production }: { production: boolean },
): Theme {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.theme === 'string' ? query.theme : undefined;
  if (!production && asked !== undefined && reply) {
    reply.header(
      'set-cookie',
      isThemeKey(asked)
        ? `${THEME_OVERRIDE_COOKIE}=${asked}; Path=/; SameSite=Lax; HttpOnly`
        : `${THEME_OVERRIDE_COOKIE}=; Path=/; Max-Age=0`,
    );
  }
  const override = asked ?? cookie(request, THEME_OVERRIDE_COOKIE);
  return themeForRequest(request.host, production ? null : override, { production });
}
