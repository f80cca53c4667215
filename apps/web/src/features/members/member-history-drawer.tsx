import type { MerchantMember } from '@console/contract/merchants';
import { Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ObjectTrail } from '../../lib/trail/object-trail';

type Props = { member: MerchantMember | null; onClose: () => void };

/**
 * A member's own history (docs/web.md "Trail page"): what was done to the membership (added,
 * keys changed, disabled…), and a link to everything the member did, the trail filtered by them.
 */
export function MemberHistoryDrawer({ member, onClose }: Props) {
  const { t } = useTranslation();
  const isNarrow = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={member ? t('members.history.title', { name: member.nickname }) : undefined}
      size={isNarrow ? '100%' : 560}
      destroyOnHidden
      closable={{ 'aria-label': t('members.history.close') }}
      data-testid="member-history-drawer"
    >
      {member && (
        <>
          <Link
            to={`/account/trail?actorType=member&actorId=${member.userId}`}
            data-testid="member-history-actions"
          >
            {t('members.history.actions', { name: member.nickname })}
          </Link>
          <ObjectTrail objectType="member" objectId={member.userId} heading={5} />
        </>
      )}
    </Drawer>
  );
}
