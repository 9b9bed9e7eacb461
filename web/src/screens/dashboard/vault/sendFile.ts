/** What the REST API answered to one upload: the stored documents' ids and names when it took the file. */
export type SendResult =
  | { ok: true; uploads: { id: number; name: string }[] }
  | { ok: false; status: number; message: string };

/**
 * Sends one file to `POST /api/upload/{propertyId}` with XMLHttpRequest, the one browser API that
 * reports upload progress. The server checks the content; this only carries it.
 */
export function sendFile(
  propertyId: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): { done: Promise<SendResult>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<SendResult>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, uploads: storedUploads(xhr.responseText) });
      resolve({ ok: false, status: xhr.status, message: errorMessage(xhr.responseText) });
    });
    xhr.addEventListener('error', () => resolve({ ok: false, status: 0, message: 'The connection was lost.' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, status: 0, message: 'The upload was cancelled.' }));
  });
  const form = new FormData();
  form.append('file', file, file.name);
  xhr.open('POST', `/api/upload/${encodeURIComponent(propertyId)}`);
  if (token) xhr.setRequestHeader('AuthorizationJWT', token);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

function errorMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: string } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {
    // not JSON: a proxy's page; say nothing more specific than the status does
  }
  return 'The server could not take the file.';
}

function storedUploads(text: string): { id: number; name: string }[] {
  try {
    const body = JSON.parse(text) as { uploads?: { id?: unknown; name?: unknown }[] };
    return (body.uploads ?? []).flatMap((upload) =>
      typeof upload.id === 'number' && typeof upload.name === 'string' ? [{ id: upload.id, name: upload.name }] : [],
    );
  } catch {
    return [];
  }
}
