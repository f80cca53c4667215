import type { Activity } from '@console/contract/activities';
import { apiCodes } from '@console/contract/api-codes';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog, toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { copyActivity } from './api/copy-activity';
import { deleteActivity } from './api/delete-activity';
import { submitActivity } from './api/submit-activity';
import { takeActivityOffline } from './api/take-activity-offline';
import { useActivityMutation } from './api/use-activity-mutation';
import { activityCommands, isLicenceRequired, type ActivityCommand } from './activity-action-rules';

type Props = {
  activity: Activity;
  /** 'row': compact links in a table cell; 'page': buttons in a page header. */
  variant?: 'row' | 'page';
  /** Called after the draft is deleted (the detail page leaves for the list). */
  onDeleted?: () => void;
};

type ServerCommand = Exclude<ActivityCommand, 'edit'>;

/**
 * Edit, submit, take offline, copy as new draft, delete draft: what the status allows
 * (docs/activities.md "Statuses").
 */
export function ActivityActions({ activity, variant = 'row', onDeleted }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const abilities = useAbilities();
  const commands = activityCommands(activity.status, abilities.can('activity:edit'));
  const mutation = useActivityMutation(async (command: ServerCommand, intent) => {
    if (command === 'copy') return copyActivity(activity.id, intent);
    if (command === 'delete') return deleteActivity(activity.id);
    if (command === 'offline') return takeActivityOffline(activity.id, activity.version, intent);
    return submitActivity(activity.id, activity.version, { quietRefusals: true, intent });
  });
  const name = activity.title || t('activityList.untitled');

  async function confirmCommand(command: ServerCommand): Promise<boolean> {
    if (command === 'copy') return true;
    return confirmDialog({
      title: t(`activityList.confirm.${command}.title`, { title: name }),
      content: t(`activityList.confirm.${command}.content`),
      okText: t(`activityList.confirm.${command}.ok`),
      danger: command !== 'submit',
    });
  }

  async function showFailure(error: unknown) {
    if (isApiError(error) && error.code === apiCodes.conflict) {
      // The list and detail refresh on settle (useActivityMutation); say why things moved.
      toast.warning(t('activityList.changedMeanwhile'));
      return;
    }
    if (isLicenceRequired(error)) {
      const go = await confirmDialog({
        title: t('activityList.licence.title'),
        content: (error as Error).message,
        okText: t('activityList.licence.go'),
      });
      if (go) void navigate('/account/license');
      return;
    }
    if (isApiError(error) && error.code === apiCodes.rejected) {
      // Submitting from a list row: say what is missing and offer the editor to finish it.
      const open = await confirmDialog({
        title: t('activityList.incomplete.title'),
        content: t('activityList.incomplete.content', { reason: error.message }),
        okText: t('activityList.incomplete.edit'),
      });
      if (open) void navigate(`/activity/${activity.id}/edit`);
    }
    // Anything else was already shown by the http client (spec §8).
  }

  async function run(command: ServerCommand) {
    if (!(await confirmCommand(command))) return;
    try {
      const result = await mutation.mutateAsync(command);
      toast.success(t(`activityList.done.${command}`));
      if (command === 'copy' && result) void navigate(`/activity/${result.id}/edit`);
      if (command === 'delete') onDeleted?.();
    } catch (error) {
      await showFailure(error);
    }
  }

  async function edit() {
    if (activity.status === 'approved') {
      const goOn = await confirmDialog({
        title: t('activityList.confirm.editApproved.title'),
        content: t('activityList.confirm.editApproved.content'),
        okText: t('activityList.confirm.editApproved.ok'),
      });
      if (!goOn) return;
    }
    void navigate(`/activity/${activity.id}/edit`);
  }

  if (commands.length === 0) return null;
  const isRow = variant === 'row';
  return (
    <Space size={isRow ? 0 : 8} wrap data-testid="activity-actions">
      {commands.map((command) => (
        <Button
          key={command}
          type={isRow ? 'link' : command === 'submit' ? 'primary' : 'default'}
          size={isRow ? 'small' : 'middle'}
          danger={command === 'offline' || command === 'delete'}
          loading={mutation.isPending && mutation.variables === command}
          disabled={mutation.isPending && mutation.variables !== command}
          onClick={() => void (command === 'edit' ? edit() : run(command))}
          data-testid={`activity-action-${command}`}
        >
          {t(`activityList.action.${command}`)}
        </Button>
      ))}
    </Space>
  );
}
