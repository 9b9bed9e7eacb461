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

/**
 * Where an export goes: a file picked in the save dialog, or the browser's downloads; or nowhere,
 * when the dialog closed without a file. A dialog the browser cannot show (a headless or locked-down
 * browser, a page that lost its user gesture) answers the same as one the user closed, so the screen
 * cannot tell them apart: it says no file was chosen and offers the download instead.
 */
export type CsvDestination = { sink: CsvSink; to: 'file' | 'downloads' } | { sink: null; to: 'nowhere' };

/** `ask` opens the save dialog where the browser has one; `download` goes straight to the downloads. */
export async function openCsvSink(fileName: string, how: 'ask' | 'download' = 'ask'): Promise<CsvDestination> {
  const picker = (window as unknown as { showSaveFilePicker?: SavePicker }).showSaveFilePicker;
  if (picker && how === 'ask') {
    try {
      const handle = await picker({
        suggestedName: fileName,
        types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
      });
      const writable = await handle.createWritable();
      return {
        sink: { write: (chunk) => writable.write(chunk), close: () => writable.close(), abort: () => writable.abort() },
        to: 'file',
      };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { sink: null, to: 'nowhere' };
      // Any other refusal to open the dialog (no user gesture, a sandboxed frame) falls back to a download.
    }
  }
  return { sink: downloadSink(fileName), to: 'downloads' };
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
