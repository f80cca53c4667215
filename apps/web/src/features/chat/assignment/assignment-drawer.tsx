import {
  ASSIGNMENT_CAPACITY_MAX,
  ASSIGNMENT_RETURN_MAX_MINUTES,
  type ChatAssignment,
} from '@console/contract/chat-assignment';
import { Alert, Badge, Button, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http/api-error';
import { useAbilities } from '../../../lib/merchant/merchant-context';
import {
  useChatAssignment,
  useSaveChatAssignment,
  useSetOfflineAlert,
} from '../api/get-chat-assignment';
import styles from '../chat-page.module.css';
import { SettingsDrawer } from '../settings-drawer';

type Props = { open: boolean; onClose: () => void };

/**
 * Auto-assignment (docs/chat.md "Assignment"): who answers now (online, what each holds) and the
 * queue, for every member who answers; the rules — on or off, conversations per member, how long
 * offline before a member's waiting conversations go back to the queue — for who edits the shop.
 */
export default function AssignmentDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <SettingsDrawer
      open={open}
      onClose={onClose}
      title={t('chat.assignment.drawer')}
      width={480}
      testId="chat-assignment-drawer"
      query={useChatAssignment()}
      failed={t('chat.assignment.failed')}
    >
      {(data) => <AssignmentForm assignment={data} onDone={onClose} />}
    </SettingsDrawer>
  );
}

function AssignmentForm({
  assignment,
  onDone,
}: {
  assignment: ChatAssignment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const mayEdit = useAbilities().can('shop:edit');
  const save = useSaveChatAssignment();
  const [draft, setDraft] = useState({
    enabled: assignment.enabled,
    capacity: assignment.capacity as number | null,
    returnAfterMinutes: assignment.returnAfterMinutes as number | null,
  });
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (draft.capacity === null || draft.returnAfterMinutes === null) {
      setError(t('chat.assignment.required'));
      return;
    }
    try {
      await save.mutateAsync({
        enabled: draft.enabled,
        capacity: draft.capacity,
        returnAfterMinutes: draft.returnAfterMinutes,
      });
      toast.success(t('chat.assignment.saved'));
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError) setError(Object.values(caught.fields)[0] ?? caught.message);
    }
  };

  return (
    <form
      className={styles.targets}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="chat-assignment-form"
    >
      <section aria-labelledby="chat-assignment-team">
        <h3 id="chat-assignment-team" className={styles.assignmentHeading}>
          {t('chat.assignment.team')}
        </h3>
        <ul className={styles.assignmentMembers} data-testid="chat-assignment-members">
          {assignment.members.map((member) => (
            <li
              key={member.id}
              data-testid={`chat-assignment-member-${member.id}`}
              data-online={member.online}
            >
              <Badge status={member.online ? 'success' : 'default'} text={member.name} />
              <span className={styles.hint}>
                {t(member.online ? 'chat.assignment.online' : 'chat.assignment.offline')}
                {' · '}
                {assignment.enabled
                  ? t('chat.assignment.loadOf', {
                      count: member.load,
                      capacity: assignment.capacity,
                    })
                  : t('chat.assignment.load', { count: member.load })}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.hint} data-testid="chat-assignment-queued">
          {t('chat.assignment.queued', { count: assignment.queued })}
        </p>
      </section>
      <OfflineAlert enabled={assignment.offlineAlert} />
      <label className={styles.assignmentSwitch}>
        <Switch
          checked={draft.enabled}
          disabled={!mayEdit}
          onChange={(enabled) => setDraft({ ...draft, enabled })}
          data-testid="chat-assignment-enabled"
        />
        <span>{t('chat.assignment.enabled')}</span>
      </label>
      <p className={styles.hint}>{t('chat.assignment.explain')}</p>
      <label className={styles.targetMinutes}>
        <span>{t('chat.assignment.capacity')}</span>
        <InputNumber
          min={1}
          max={ASSIGNMENT_CAPACITY_MAX}
          precision={0}
          value={draft.capacity}
          disabled={!mayEdit}
          style={{ width: 220 }}
          onChange={(value) => setDraft({ ...draft, capacity: value ?? null })}
          data-testid="chat-assignment-capacity"
        />
      </label>
      <label className={styles.targetMinutes}>
        <span>{t('chat.assignment.returnAfter')}</span>
        <InputNumber
          min={1}
          max={ASSIGNMENT_RETURN_MAX_MINUTES}
          precision={0}
          value={draft.returnAfterMinutes}
          disabled={!mayEdit}
          suffix={t('chat.assignment.minutes')}
          style={{ width: 220 }}
          onChange={(value) => setDraft({ ...draft, returnAfterMinutes: value ?? null })}
          data-testid="chat-assignment-return"
        />
      </label>
      {error && <Alert type="error" title={error} showIcon data-testid="chat-assignment-error" />}
      {mayEdit ? (
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          data-testid="chat-assignment-save"
        >
          {t('chat.assignment.save')}
        </Button>
      ) : (
        <p className={styles.hint}>{t('chat.assignment.ownerSets')}</p>
      )}
    </form>
  );
}

/**
 * The reader's own choice (docs/chat.md "Nobody there"): a mail when a customer writes while no
 * member who answers is online. Saved at once.
 */
function OfflineAlert({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const set = useSetOfflineAlert();
  return (
    <label className={styles.assignmentSwitch}>
      <Switch
        checked={enabled}
        loading={set.isPending}
        onChange={(next) => void set.mutateAsync(next).catch(() => undefined)}
        data-testid="chat-offline-alert"
      />
      <span>{t('chat.assignment.offlineAlert')}</span>
    </label>
  );
}
