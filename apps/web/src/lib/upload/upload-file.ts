import { UPLOAD_FIELD, type UploadedFile, type UploadContent } from '@console/contract/uploads';
import { request } from '../http/client';

/** POST /api/uploads (multipart, part `file`); needs no merchant (onboarding uploads too). */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const result = await request<UploadContent>({
    method: 'POST',
    path: '/uploads',
    body: form,
    merchant: false,
  });
  return result.content.file;
}
