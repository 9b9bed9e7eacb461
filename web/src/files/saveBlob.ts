/**
 * Hands a blob to the browser as a download named `fileName`. The object URL is released a minute
 * later rather than at once: some browsers start reading it only after the click has returned.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
