import { httpStatusOf, type ErrorCode, apiCodes } from '@console/contract/api-codes';
import type { MessageKey } from '@console/contract/messages';

export type MessageParams = Record<string, string | number>;

/** A field's message: a catalogue key, translated in the request's locale when answered. */
export type FieldMessage = MessageKey | { key: MessageKey; params?: MessageParams };

export type AppErrorOptions = {
  /** 1001: field -> message, answered as `content.fields` (DESIGN §3). */
  fields?: Record<string, FieldMessage>;
  params?: MessageParams;
  /** Overrides the status that `httpStatusOf` gives the code. */
  status?: number;
  /** spec §8: a fixed text answered untranslated as both `msg` and `content`. */
  fixedText?: string;
  /** 1005: seconds until the caller may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
};

/** The one error class of the API: a catalogue code plus a message key, never raw text. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = options.status ?? httpStatusOf[code];
  }
}

/** A 1001 about one field: `msg` and `content.fields[field]` carry the same message. */
export function fieldError(field: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError(apiCodes.rejected, key, { fields: { [field]: { key, params } }, params });
}
