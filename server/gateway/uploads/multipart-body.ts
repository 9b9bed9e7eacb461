import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload-minimal';
import { MESSAGES } from '../../../domain/messages.ts';
import { describeBytes } from '../../../domain/uploads.ts';

/** A request body the REST client sends as it is read, never assembled in memory. */
export type StreamedBody = {
  contentType: string;
  chunks: Readable;
  /** Set when the body stopped itself (a file over the limit): the reason to report, not the broken connection. */
  refusal: GraphQLError | null;
};

/** busboy marks a file cut at the size limit; graphql-upload-minimal otherwise reports success. */
type BusboyStream = Readable & { truncated?: boolean };

function quoted(name: string): string {
  return name.replace(/["\\\r\n]/g, (ch) => encodeURIComponent(ch));
}

/**
 * The files of an uploadDocuments mutation as `multipart/form-data` for `POST /upload/{id}`, each
 * under the field `file`. A file truncated at the gateway's limit stops the body with
 * PAYLOAD_TOO_LARGE, which cuts the upstream request off, so the API keeps nothing.
 */
export function multipartBody(files: FileUpload[], maxBytes: number): StreamedBody {
  const boundary = `----vault${randomUUID()}`;
  const body: StreamedBody = {
    contentType: `multipart/form-data; boundary=${boundary}`,
    chunks: Readable.from([]),
    refusal: null,
  };
  async function* chunks(): AsyncIterable<Uint8Array> {
    const encoder = new TextEncoder();
    for (const file of files) {
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(file.filename)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      );
      let stream: BusboyStream | undefined;
      try {
        // createReadStream itself throws when the limit was already passed before reading began.
        stream = file.createReadStream() as BusboyStream;
        for await (const chunk of stream) yield chunk as Uint8Array;
      } catch (error) {
        // graphql-upload-minimal fails the stream with a 413 at the limit; any other failure of
        // the incoming file is a request cut off or malformed before the file's end.
        body.refusal = statusOf(error) === 413 ? payloadTooLarge(maxBytes) : uploadUnreadable();
        throw body.refusal;
      }
      if (stream?.truncated) {
        body.refusal = payloadTooLarge(maxBytes);
        throw body.refusal;
      }
      yield encoder.encode('\r\n');
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  body.chunks = Readable.from(chunks(), { objectMode: false });
  return body;
}

export function payloadTooLarge(maxBytes: number): GraphQLError {
  return new GraphQLError(MESSAGES.uploadTooLarge(describeBytes(maxBytes)), {
    extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } },
  });
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

export function uploadUnreadable(): GraphQLError {
  return new GraphQLError(MESSAGES.uploadUnreadable, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}
