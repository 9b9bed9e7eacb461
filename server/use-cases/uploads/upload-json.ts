import type { UploadPayload } from '../../../contracts/uploads.ts';
import { nameWithoutExtension } from '../../../domain/uploads.ts';
import type { UploadRecord } from '../../store/uploads.ts';

export function uploadJson(upload: UploadRecord): UploadPayload {
  return {
    id: upload.id,
    property_id: upload.propertyId,
    fileName: upload.fileName,
    originalFileName: upload.originalFileName,
    name: nameWithoutExtension(upload.fileName),
    content_type: upload.contentType,
    size: upload.size,
    created_at: upload.createdAt.toISOString(),
  };
}
