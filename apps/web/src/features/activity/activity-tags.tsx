import type { ActivityStatus } from '@console/contract/activities';
import type { ActivityPhase } from '@console/contract/activity-phase';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ActivityStatus, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  offline: 'warning',
};

const PHASE_COLORS: Record<ActivityPhase, string> = {
  signing_up: 'green',
  not_started: 'blue',
  ongoing: 'orange',
  ended: 'default',
};

export function ActivityStatusTag({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="activity-status">
      {t(`activity.status.${status}`)}
    </Tag>
  );
}

/** A draft without its times has no phase yet: a dash. */
export function ActivityPhaseTag({ phase }: { phase: ActivityPhase | null }) {
  const { t } = useTranslation();
  if (phase === null) return <span data-testid="activity-phase">-</span>;
  return (
    <Tag color={PHASE_COLORS[phase]} variant="outlined" data-testid="activity-phase">
      {t(`activity.phase.${phase}`)}
    </Tag>
  );
}
