import { themeForRequest } from '../../../domain/theme-hosts.ts';
import type { Theme } from '../../../domain/theme-names.ts';

/** Under the Vite dev server, which serves index.html itself: the host and `?theme=` decide, as the server would outside production. */
export function devTheme(location: Pick<Location, 'host' | 'search'>): Theme {
  return themeForRequest(location.host, new URLSearchParams(location.search).get('theme'), { production: false });
}
