import type { FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import { UPLOAD_FIELD } from '@console/contract/uploads';
import { AppError, fieldError } from '../../http/app-error.ts';

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Whatever goes wrong while the multipart body streams in is the caller's body, not the
 * server: no boundary in the content type, a truncated or malformed form (busboy's plain
 * errors, which answered 500; docs/api.md "Broken multipart"). Fastify's and @fastify/multipart's
 * own errors (FST_*, a part or file limit) keep their meaning through the error handler.
 */
function bodyError(error: unknown): unknown {
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return fieldError('file', 'upload.tooLarge');
  if (error instanceof AppError || String(codeOf(error)).startsWith('FST_')) return error;
  return new AppError(apiCodes.rejected, 'validation.body');
}

/** The one `file` part of POST /api/uploads, read whole (at most UPLOAD_MAX_BYTES). */
export async function readUploadPart(
  request: FastifyRequest,
): Promise<{ mimetype: string; data: Buffer }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) throw fieldError('file', 'upload.missing');
    const data = await part.toBuffer();
    if (data.length === 0) throw fieldError('file', 'upload.missing');
    return { mimetype: part.mimetype, data };
  } catch (error) {
    throw bodyError(error);
  }
}
