import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { kindOfContent, type UploadKind } from '../../../domain/uploads.ts';

/**
 * How many leading bytes decide a file's kind. file-type needs 4,100 for most kinds; a DOCX is a
 * zip recognised by the names of its first entries, which can lie further in, so more is read.
 */
const SAMPLE_BYTES = 64 * 1024;

export class ContentRefused extends Error {}
export class TooLarge extends Error {}

/** The kind of content in the first bytes, by magic numbers; CSV, which has none, by being text. */
export async function detectKind(head: Buffer, enabled: readonly UploadKind[]): Promise<UploadKind | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return kindOfContent(detected.mime, enabled);
  if (enabled.includes('csv') && looksLikeText(head)) return 'csv';
  return null;
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    // A multi-byte character may be cut at the end of the sample: decode without the last 3 bytes.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(1, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Passes the file through unchanged while holding back only its first 64 KB until their kind
 * is known, so a refused file fails before anything past its head is stored. Counts bytes and
 * fails the moment the limit is passed.
 */
export class InspectContent extends Transform {
  kind: UploadKind | null = null;
  bytes = 0;
  readonly #enabled: readonly UploadKind[];
  readonly #maxBytes: number;
  #head: Buffer[] = [];
  #headBytes = 0;
  #decided = false;

  constructor(enabled: readonly UploadKind[], maxBytes: number) {
    super();
    this.#enabled = enabled;
    this.#maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.#maxBytes) return callback(new TooLarge());
    if (this.#decided) return callback(null, chunk);
    this.#head.push(chunk);
    this.#headBytes += chunk.length;
    if (this.#headBytes < SAMPLE_BYTES) return callback();
    this.#decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.#decided) return callback();
    this.#decide(callback);
  }

  #decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    this.#decided = true;
    detectKind(head, this.#enabled).then(
      (kind) => {
        if (!kind) return callback(new ContentRefused());
        this.kind = kind;
        callback(null, head);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}
