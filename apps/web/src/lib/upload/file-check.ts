import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@console/contract/uploads';

/** The contract message key for a file the server would refuse, or null when it may go up. */
export function checkImageFile(file: {
  type: string;
  size: number;
}): 'upload.type' | 'upload.tooLarge' | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return 'upload.type';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return null;
}

export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');
