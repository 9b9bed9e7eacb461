import type { Readable } from 'node:stream';

/** A stored object as a listing reports it. */
export type StoredObject = { key: string; modifiedAt: Date };

/** Raised by `read` when nothing is stored under the key. */
export class FileMissing extends Error {}

/**
 * Raised when the store itself cannot be reached or fails (a network cut, the service down, a
 * 5xx): the request is answered 503 and nothing is recorded; trying again later helps.
 */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`file storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/**
 * Where uploaded documents' bytes live. Keys are chosen by the product (never from a user's file
 * name); bodies are streamed both ways so no file is ever held whole in memory.
 */
export interface FileStorage {
  readonly description: string;
  /** Stores the stream under the key; rejects (and keeps nothing) if the stream errors. */
  write(key: string, body: Readable, contentType: string): Promise<{ bytes: number }>;
  read(key: string): Promise<Readable>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Releases connections at shutdown. */
  close(): void;
}
