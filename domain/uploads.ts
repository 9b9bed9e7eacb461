import { MESSAGES } from './messages.ts';
import { can } from './permissions.ts';
import type { RoleCode } from './roles.ts';

/**
 * The uploader's rules (spec 01 §5), shared by the REST API and the web app: which kinds of file
 * the vault takes, how large, what a stored name may contain and who may add or remove documents.
 */

/** Every kind the uploader knows; the vault takes png, jpg and pdf unless configured otherwise. */
export const UPLOAD_KINDS = {
  png: { mime: 'image/png', extension: 'png', label: 'PNG' },
  jpg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPG' },
  // JPEG content is the same whatever the name says: enabling "jpeg" accepts what "jpg" does.
  jpeg: { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  pdf: { mime: 'application/pdf', extension: 'pdf', label: 'PDF' },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'DOCX',
  },
  mp4: { mime: 'video/mp4', extension: 'mp4', label: 'MP4' },
  csv: { mime: 'text/csv', extension: 'csv', label: 'CSV' },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];
export const DEFAULT_UPLOAD_KINDS: readonly UploadKind[] = ['png', 'jpg', 'pdf'];

/** 20 MB: a scanned lease or a phone photo fits, a video of the house does not. */
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export function isUploadKind(value: string): value is UploadKind {
  return Object.hasOwn(UPLOAD_KINDS, value);
}

/** The kind of upload a detected MIME type is, among the enabled kinds; null when refused. */
export function kindOfContent(mime: string | null, enabled: readonly UploadKind[]): UploadKind | null {
  if (mime === null) return null;
  return enabled.find((kind) => UPLOAD_KINDS[kind].mime === mime) ?? null;
}

/** The accepted kind a file's name claims by its extension ('Lease.PDF' → pdf); null when none. */
export function kindOfName(name: string, enabled: readonly UploadKind[]): UploadKind | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (!extension) return null;
  // A .jpeg file is the JPEG that the jpg kind takes.
  const stored = extension === 'jpeg' ? 'jpg' : extension;
  return enabled.find((kind) => kind === extension || UPLOAD_KINDS[kind].extension === stored) ?? null;
}

/**
 * Why a file whose contents are no accepted kind was refused. One whose name says it is an accepted
 * kind ("lease.pdf" holding text) is told its contents are not what its name says, with what to do:
 * "not a file type we accept" would make no sense to someone whose file is called .pdf.
 */
export function refusedContentMessage(name: string, enabled: readonly UploadKind[]): string {
  const claimed = kindOfName(name, enabled);
  const kinds = describeKinds(enabled);
  if (!claimed) return MESSAGES.uploadKindRefused(name, kinds);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())![1];
  return MESSAGES.uploadContentNotItsName(name, extension, UPLOAD_KINDS[claimed].label, kinds);
}

/** "PNG, JPG or PDF": how the screen and the refusal name the accepted kinds. */
export function describeKinds(kinds: readonly UploadKind[]): string {
  const labels = [...new Set(kinds.map((kind) => UPLOAD_KINDS[kind].label))];
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** "20 MB" */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A name safe to store, list and send back in Content-Disposition: the last path segment only,
 * without control or invisible formatting characters, without leading dots, at most 120
 * characters with its extension kept.
 */
export function sanitiseFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).at(-1) ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\t\n\r\v\f]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return 'document';
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const base = [...cleaned.slice(0, cleaned.length - extension.length)]
    .slice(0, MAX_FILE_NAME_LENGTH - [...extension].length)
    .join('');
  return `${base.trimEnd()}${extension}`;
}

/** The name with the extension its content was found to have, whatever the sender called it. */
export function storedFileName(sanitised: string, kind: UploadKind): string {
  return `${nameWithoutExtension(sanitised)}.${UPLOAD_KINDS[kind].extension}`;
}

/** How the vault lists a file (spec 01 §2): its name without the extension. */
export function nameWithoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

/**
 * Who may add documents to a property's vault, and remove them. UPLOAD_FILES_TO_PROPERTY is the
 * administrator's right on any property; the dashboard's upload area and the forms' upload
 * questions are the sellers', so a seller of the property may upload to it too. Everyone else who
 * may see the property may list and download its documents.
 */
export function mayUploadTo(viewer: { role: RoleCode }, property: { isSeller: boolean }): boolean {
  return can(viewer.role, 'UPLOAD_FILES_TO_PROPERTY') || property.isSeller;
}
