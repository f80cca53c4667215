import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
  });

  it('recognises nothing else, nor a truncated signature', () => {
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF\x10\x00\x00\x00WAVE', 'latin1'))).toBeUndefined();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
