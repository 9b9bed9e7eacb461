import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileMissing, type FileStorage, type StoredObject } from './file-storage.ts';

/** The embedded default: files under a directory (`DATA_DIR/files`). */
export class LocalFileStorage implements FileStorage {
  readonly #root: string;
  readonly description: string;

  constructor(root: string) {
    this.#root = resolve(root);
    this.description = `local directory ${this.#root}`;
  }

  /** Keys are the product's own, but a key that would leave the root is refused all the same. */
  #path(key: string): string {
    const path = resolve(this.#root, key);
    if (!path.startsWith(this.#root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  }

  async write(key: string, body: Readable): Promise<{ bytes: number }> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const out = createWriteStream(path, { flags: 'wx' });
    try {
      await pipeline(body, out);
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { bytes: out.bytesWritten };
  }

  async read(key: string): Promise<Readable> {
    const path = this.#path(key);
    try {
      await stat(path);
    } catch {
      throw new FileMissing(key);
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(this.#root, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.#root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      yield { key, modifiedAt: (await stat(path)).mtime };
    }
  }

  close(): void {
    // Nothing held open between calls.
  }
}
