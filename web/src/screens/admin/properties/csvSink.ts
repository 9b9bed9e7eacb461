import { saveBlob } from '../../../files/saveBlob.ts';

/**
 * Where the CSV export writes, page by page, so the whole file is never one string in memory: a
 * file the user picks, written as a stream (File System Access API, Chromium desktop); elsewhere a
 * Blob assembled from one Blob per page (the browser keeps large Blobs out of the JavaScript heap,
 * on disk if need be), saved through a download link.
 */
export type CsvSink = {
  write: (chunk: string) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
};

type SavePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<{ createWritable: () => Promise<WritableStreamLike> }>;
type WritableStreamLike = {
  write: (data: string) => Promise<void>;
  close: () => Promise<void>;
  abort: () => Promise<void>;
};

/** null when the user closed the file picker: nothing to export to. */
export async function openCsvSink(fileName: string): Promise<CsvSink | null> {
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker) {
    try {
      const handle = await picker({
        suggestedName: fileName,
        types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
      });
      const writable = await handle.createWritable();
      return { write: (chunk) => writable.write(chunk), close: () => writable.close(), abort: () => writable.abort() };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      // A picker that cannot open (a headless or locked-down browser) falls back to a download.
    }
  }
  return downloadSink(fileName);
}

function downloadSink(fileName: string): CsvSink {
  const parts: Blob[] = [new Blob(['\uFEFF'], { type: 'text/csv' })];
  return {
    write: async (chunk) => {
      parts.push(new Blob([chunk], { type: 'text/csv' }));
    },
    close: async () => {
      saveBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName);
    },
    abort: async () => {
      parts.length = 0;
    },
  };
}
