import { z } from 'zod';
import { idField } from './fields.ts';

// DESIGN §2 / docs/api.md "Uploads": images are JPEG, PNG or WebP, at most 5 MB, checked by their
// bytes.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
/** The multipart field that carries the file of POST /api/uploads. */
export const UPLOAD_FIELD = 'file';

/** An uploaded file as answers refer to it; `url` is GET /api/uploads/{id}. */
export const uploadedFile = z.object({
  id: z.number(),
  url: z.string(),
  mime: z.enum(UPLOAD_MIME_TYPES),
  size: z.number(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** POST /api/uploads (multipart/form-data, one `file` part). */
export const uploadContent = z.object({ file: uploadedFile });

/** GET /api/uploads/{id} */
export const uploadParams = z.object({ id: idField });

export const uploadUrl = (id: number) => `/api/uploads/${id}`;

export type UploadContent = z.infer<typeof uploadContent>;
