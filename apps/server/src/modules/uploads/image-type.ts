import type { UploadMimeType } from '@console/contract/uploads';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type a file's first bytes prove, whatever name or type the client declared. */
export function detectImageType(data: Buffer): UploadMimeType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
