import { UPLOAD_MAX_BYTES } from '@console/contract/uploads';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './file-check';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkImageFile({ type, size: UPLOAD_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('upload.type');
    expect(checkImageFile({ type: '', size: 10 })).toBe('upload.type');
    expect(checkImageFile({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'upload.tooLarge',
    );
  });
});
