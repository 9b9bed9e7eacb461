import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FileMissing, StorageUnavailable, type FileStorage, type StoredObject } from './file-storage.ts';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/**
 * An S3-compatible bucket. Uploads go through the SDK's multipart Upload, which sends the stream in
 * 5 MB parts, so a file of unknown length is never held whole in memory.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly description: string;

  constructor(settings: S3Settings) {
    this.#bucket = settings.bucket;
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.#client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Without keys the SDK's default chain applies (instance role, environment, profile).
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // A store that does not answer fails the request (503) rather than holding it.
      requestHandler: { connectionTimeout: 5_000 },
    });
  }

  async write(key: string, body: Readable, contentType: string): Promise<{ bytes: number }> {
    let bytes = 0;
    body.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: body, ContentType: contentType },
    });
    try {
      await upload.done();
    } catch (error) {
      // A failed multipart upload is aborted by the SDK; a single-part one never became an object.
      await this.remove(key).catch(() => undefined);
      // The body's own failure (a refused or cut-off file) is the caller's; anything else is the store.
      if (body.errored) throw error;
      throw new StorageUnavailable(error);
    }
    return { bytes };
  }

  async read(key: string): Promise<Readable> {
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new FileMissing(key);
      return object.Body;
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof Error && error.name === 'NoSuchKey'))
        throw new FileMissing(key);
      throw error instanceof FileMissing ? error : new StorageUnavailable(error);
    }
  }

  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.#client.destroy();
  }
}
