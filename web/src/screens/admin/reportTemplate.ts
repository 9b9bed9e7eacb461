import { MESSAGES } from '../../../../domain/messages.ts';

export type TemplateKind = 'market-ready' | 'info';

/** Spec 01 §7: report documents are `POST /docs/{propertyId}/{themeId}/{path}`; templates are the kinds market-ready and info. */
export function reportTemplatePath(propertyId: string, themeId: string, kind: TemplateKind): string {
  return `/api/docs/${encodeURIComponent(propertyId)}/${encodeURIComponent(themeId)}/${kind}`;
}

/**
 * Opens a report template in a new tab (spec 02 §4.7). The API wants the AuthorizationJWT header,
 * which a link cannot send, so the document is fetched and handed to the tab opened at the click
 * (opened first, so no pop-up blocker stops it). Resolves with the failure message, if any.
 */
export async function openReportTemplate(path: string, token: string | null): Promise<string | null> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(path, { method: 'POST', headers: token ? { AuthorizationJWT: token } : {} });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      tab?.close();
      return MESSAGES.documentFetchFailed(body?.error?.message ?? response.statusText);
    }
    const url = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    return null;
  } catch (error) {
    tab?.close();
    return MESSAGES.documentFetchFailed(error instanceof Error ? error.message : String(error));
  }
}
