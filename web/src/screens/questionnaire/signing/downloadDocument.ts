import { MESSAGES } from '../../../../../domain/messages.ts';
import { saveBlob } from '../../../files/saveBlob.ts';

/**
 * Fetches a property's document with the AuthorizationJWT header a plain link cannot send, and
 * shows it in the tab opened for it (a PDF titled '{name} - Draft' by its own metadata) or, for a
 * Word file, saves it. The tab is opened before the fetch, inside the click, so no pop-up blocker
 * stops it. Throws the message to show.
 */
export async function openDocument(input: {
  propertyId: string;
  themeId: string;
  path: string;
  token: string | null;
  fileTitle: string;
  body?: unknown;
}): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const response = await fetch(`/api/docs/${input.propertyId}/${input.themeId}/${input.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(input.token ? { AuthorizationJWT: input.token } : {}) },
      body: JSON.stringify(input.body ?? {}),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      const message = body?.error?.message ?? `status ${response.status}`;
      throw new Error(response.status === 403 ? message : MESSAGES.documentFetchFailed(message));
    }
    const blob = await response.blob();
    if (blob.type === 'application/pdf' && tab) {
      const url = URL.createObjectURL(blob);
      tab.document.title = input.fileTitle;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      tab?.close();
      saveBlob(blob, `${input.fileTitle}.docx`);
    }
  } catch (error) {
    tab?.close();
    throw error instanceof Error && !(error instanceof TypeError)
      ? error
      : new Error(MESSAGES.documentFetchFailed(error instanceof Error ? error.message : String(error)));
  }
}
