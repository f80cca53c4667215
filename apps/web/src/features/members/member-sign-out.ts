import type { MerchantMember } from '@console/contract/merchants';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useSignOutMember } from './api/sign-out-member';

/**
 * The owner's "sign out everywhere" (docs/auth.md "Sign-ins"): asks first (DESIGN §5), then says
 * how many sessions ended. A refusal is shown by the request layer with the server's words.
 */
export function useSignOutEverywhere() {
  const { t } = useTranslation();
  const signOut = useSignOutMember();
  const run = async (member: MerchantMember) => {
    const name = member.nickname;
    const confirmed = await confirmDialog({
      title: t('members.signOut'),
      content: t('members.signOut.confirm', { name }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    const count = await signOut.mutateAsync(member.userId);
    if (count === 0) toast.info(t('members.signOut.none', { name }));
    else toast.success(t('members.signOut.success', { name, count }));
  };
  const isRunningFor = (userId: number) => signOut.isPending && signOut.variables === userId;
  return { run, isRunningFor };
}
