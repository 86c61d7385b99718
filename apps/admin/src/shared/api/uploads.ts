import type { UploadResult } from '@shop/core/admin';
import { apiCall } from './client';
import { apiPaths } from './paths';

/** POST /api/admin/uploads: the file's bytes as they are; the server makes the WebP sizes. */
export function uploadPicture(file: File) {
  return apiCall<{ data: UploadResult }>('POST', apiPaths.uploads, { body: file }).then((r) => r.data);
}
