import { apiCodes } from '@console/contract/api-codes';
import type { PasskeyInfo } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { forgetIdentities } from '../../identity/index.ts';
import { recountSecondFactor } from '../second-factor/index.ts';
import { deletePasskey, passkeyInfoOf, renamePasskey } from './passkey-store.ts';

// docs/auth.md "Passkeys": renaming and removing my passkeys in /setting/account. Another
// user's passkey, or one already gone, answers 1002 and changes nothing.

const notFound = () => new AppError(apiCodes.notFound, 'error.notFound');

/** PUT /api/account/passkeys/{id}: a name changes no factor, so nothing is recounted. */
export async function renameMyPasskey(
  db: Db,
  input: { userId: number; id: number; name: string },
): Promise<PasskeyInfo> {
  const row = await renamePasskey(db, input);
  if (!row) throw notFound();
  return passkeyInfoOf(row);
}

/**
 * DELETE /api/account/passkeys/{id}: without the app or another passkey, the account has no
 * second factor any more, and its recovery codes go (recountSecondFactor).
 */
export async function removeMyPasskey(db: Db, input: { userId: number; id: number }) {
  await db.transaction(async (tx) => {
    if (!(await deletePasskey(tx, input))) throw notFound();
    await recountSecondFactor(tx, input.userId);
  });
  forgetIdentities();
}
