import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import { DateTimeText, PropertyId } from './common.ts';

export const UploadParams = Type.Object({ propertyId: PropertyId });
export type UploadParams = Static<typeof UploadParams>;

export const UploadFileParams = Type.Object({ propertyId: PropertyId, uploadId: PropertyId });
export type UploadFileParams = Static<typeof UploadFileParams>;

/** A document in the vault (spec 01 §3 "Upload": fileName, originalFileName). */
export const UploadPayload = Type.Object({
  id: Type.Integer(),
  property_id: Type.Integer(),
  /** The sanitised name with the extension its content was found to have. */
  fileName: Type.String(),
  /** The sanitised name the file was sent with. */
  originalFileName: Type.String(),
  /** What the vault lists: the name without its extension. */
  name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  created_at: DateTimeText,
});
export type UploadPayload = Static<typeof UploadPayload>;

/** The vault of one property, with what the viewer may do and what the uploader accepts. */
export const VaultPayload = Type.Object({
  property_id: Type.Integer(),
  uploads: Type.Array(UploadPayload),
  may_upload: Type.Boolean(),
  max_bytes: Type.Integer(),
  /** Accepted kinds by name (png, jpg, pdf, …). */
  kinds: Type.Array(Type.String()),
});
export type VaultPayload = Static<typeof VaultPayload>;

/** `POST /upload/{propertyId}` answers with the id of the (first) stored file, as spec 01 §7 says, and every stored file. */
export const UploadResponse = Type.Object({ id: Type.Integer(), uploads: Type.Array(UploadPayload) });
export type UploadResponse = Static<typeof UploadResponse>;

export const RemoveUploadBody = Type.Object({ id: PropertyId });
export type RemoveUploadBody = Static<typeof RemoveUploadBody>;

export const RemoveUploadResponse = Type.Object({ id: Type.Integer(), removed: Type.Literal(true) });
export type RemoveUploadResponse = Static<typeof RemoveUploadResponse>;

/** A streamed download: the bytes of the file, with its own Content-Type (never serialised as JSON). */
export const FileBytes = Type.Unsafe<Readable>({ type: 'string', format: 'binary' });
