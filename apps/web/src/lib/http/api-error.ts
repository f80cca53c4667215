/** What a failed call rejects with (spec §8: after the toast the error goes to the caller). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The envelope code, or 'network' / 'timeout' / 'http' when no envelope came back. */
  readonly code: string;
  readonly httpStatus: number | undefined;
  /** DESIGN §3: 1001 answers map a field to its message. */
  readonly fields: Record<string, string>;
  /** The answer's `x-request-id`, the server's log key (docs/operations.md "Request ids"). */
  readonly requestId: string | undefined;

  constructor(options: {
    code: string;
    message: string;
    httpStatus?: number;
    fields?: Record<string, string>;
    requestId?: string;
  }) {
    super(options.message);
    this.code = options.code;
    this.httpStatus = options.httpStatus;
    this.fields = options.fields ?? {};
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
