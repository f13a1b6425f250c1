import type { Upload } from '@inkling/contracts/api';
import type { FileRow } from '../db/schema';
import { fileUrl } from './generation.presenter';

/** A stored upload → the API's Upload. */
export function presentUpload(row: FileRow): Upload {
  return {
    id: row.id,
    url: fileUrl(row.id),
    width: row.width ?? 0,
    height: row.height ?? 0,
    contentType: row.contentType,
    bytes: row.bytes,
  };
}
