import { apiCodes } from '@console/contract/api-codes';
import { AppError } from '../http/app-error.ts';

// A door's versioned move (docs/server.md "Doors"), checked the same way by every state machine
// that has one (orders, activities, records): before its conditional update, and after it when
// the update changed no row.

/**
 * Before the write: 1004 `error.conflict` when the caller saw another version (the system's and
 * operators' moves give none), 1004 `error.stateChanged` when the move does not start from the
 * status as read.
 */
export function assertMove(
  current: { status: string; version: number },
  from: readonly string[],
  version: number | undefined,
) {
  if (version !== undefined && current.version !== version) {
    throw new AppError(apiCodes.conflict, 'error.conflict');
  }
  if (!from.includes(current.status)) throw new AppError(apiCodes.conflict, 'error.stateChanged');
}

/** The conditional update changed no row: someone moved it between the read and the write. */
export function lostRace(version: number | undefined): AppError {
  return new AppError(
    apiCodes.conflict,
    version === undefined ? 'error.stateChanged' : 'error.conflict',
  );
}
