import { saveBlob } from '../../files/saveBlob.ts';

/** Saves text as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  // A byte-order mark so Excel reads the UTF-8 as such.
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
