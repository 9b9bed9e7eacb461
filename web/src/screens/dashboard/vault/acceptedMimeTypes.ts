import { isUploadKind, UPLOAD_KINDS } from '../../../../../domain/uploads.ts';

/**
 * The Dropzone's `accept` for the kinds the server takes. Only a hint for the file chooser: the
 * server decides by content.
 */
export function acceptedMimeTypes(kinds: readonly string[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const kind of kinds) {
    if (!isUploadKind(kind)) continue;
    const { mime, extension } = UPLOAD_KINDS[kind];
    accept[mime] = [...new Set([...(accept[mime] ?? []), `.${extension}`, `.${kind}`])];
  }
  return accept;
}
