import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStorageConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

/** Chosen once at start-up from configuration; nothing else knows which one runs. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.kind === 's3') return new S3FileStorage(config.s3);
  // An in-memory database gets throw-away files to match (tests, demos).
  return new LocalFileStorage(config.dir ?? mkdtempSync(join(tmpdir(), 'move-ready-files-')));
}

export type { FileStorage } from './file-storage.ts';
