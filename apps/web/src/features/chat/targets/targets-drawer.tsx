import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AWAY_MESSAGE_MAX,
  RESPONSE_TARGET_MAX_MINUTES,
  WEEKDAYS,
  type ChatTargets,
  type Opening,
} from '@console/contract/chat-targets';
import { Alert, Button, Checkbox, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http/api-error';
import { useChatTargets, useSaveChatTargets } from '../api/get-chat-targets';
import styles from '../chat-page.module.css';
import { SettingsDrawer } from '../settings-drawer';

type Props = { open: boolean; onClose: () => void };

/** What a new opening of a day starts as. */
const DEFAULT_OPENING = { open: '09:00', close: '18:00' };

type Draft = {
  alwaysOpen: boolean;
  /** Openings per ISO weekday, at most two each. */
  days: Record<number, { open: string; close: string }[]>;
  first: number | null;
  next: number | null;
  away: string;
};

function draftOf(targets: ChatTargets): Draft {
  const days: Draft['days'] = {};
  for (const day of WEEKDAYS) {
    days[day] = (targets.businessHours ?? [])
      .filter((opening) => opening.day === day)
      .map(({ open, close }) => ({ open, close }));
  }
  if (targets.businessHours === null) {
    for (const day of [1, 2, 3, 4, 5]) days[day] = [{ ...DEFAULT_OPENING }];
  }
  return {
    alwaysOpen: targets.businessHours === null,
    days,
    first: targets.firstResponseMinutes,
    next: targets.nextResponseMinutes,
    away: targets.awayMessage,
  };
}

/**
 * The merchant's business hours and response targets (docs/chat.md "Response targets"): open
 * days with one or two openings each (in the merchant's zone), or always open; the first and the
 * next answer's targets in business minutes, empty for none. Saving applies to what waits now.
 */
export default function TargetsDrawer({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <SettingsDrawer
      open={open}
      onClose={onClose}
      title={t('chat.targets.drawer')}
      width={520}
      testId="chat-targets-drawer"
      query={useChatTargets()}
      failed={t('chat.targets.failed')}
    >
      {(data) => <TargetsForm targets={data} onDone={onClose} />}
    </SettingsDrawer>
  );
}

function TargetsForm({ targets, onDone }: { targets: ChatTargets; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveChatTargets();
  const [draft, setDraft] = useState(() => draftOf(targets));
  const [error, setError] = useState<string | null>(null);
  const setDay = (day: number, openings: Draft['days'][number]) =>
    setDraft((current) => ({ ...current, days: { ...current.days, [day]: openings } }));

  const submit = async () => {
    setError(null);
    const businessHours: Opening[] | null = draft.alwaysOpen
      ? null
      : WEEKDAYS.flatMap((day) => (draft.days[day] ?? []).map((opening) => ({ day, ...opening })));
    try {
      await save.mutateAsync({
        businessHours,
        firstResponseMinutes: draft.first,
        nextResponseMinutes: draft.next,
        awayMessage: draft.away,
      });
      toast.success(t('chat.targets.saved'));
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError) {
        setError(Object.values(caught.fields)[0] ?? caught.message);
      }
    }
  };

  return (
    <form
      className={styles.targets}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="chat-targets-form"
    >
      <p className={styles.hint}>{t('chat.targets.zone', { zone: targets.timeZone })}</p>
      <Checkbox
        checked={draft.alwaysOpen}
        onChange={(event) => setDraft({ ...draft, alwaysOpen: event.target.checked })}
        data-testid="chat-targets-always"
      >
        {t('chat.targets.alwaysOpen')}
      </Checkbox>
      {!draft.alwaysOpen && (
        <fieldset className={styles.targetDays}>
          <legend>{t('chat.targets.hours')}</legend>
          {WEEKDAYS.map((day) => {
            const openings = draft.days[day] ?? [];
            const dayName = t(`chat.targets.day.${day}`);
            return (
              <div key={day} className={styles.targetDay} data-testid={`chat-targets-day-${day}`}>
                <Checkbox
                  checked={openings.length > 0}
                  onChange={(event) =>
                    setDay(day, event.target.checked ? [{ ...DEFAULT_OPENING }] : [])
                  }
                  data-testid={`chat-targets-open-${day}`}
                >
                  {dayName}
                </Checkbox>
                <div className={styles.targetOpenings}>
                  {openings.length === 0 && (
                    <span className={styles.hint}>{t('chat.targets.closed')}</span>
                  )}
                  {openings.map((opening, index) => (
                    <span key={index} className={styles.targetOpening}>
                      <input
                        type="time"
                        value={opening.open}
                        aria-label={t('chat.targets.opensAt', { day: dayName })}
                        onChange={(event) =>
                          setDay(
                            day,
                            openings.map((one, at) =>
                              at === index ? { ...one, open: event.target.value } : one,
                            ),
                          )
                        }
                        data-testid={`chat-targets-from-${day}-${index}`}
                      />
                      –
                      <input
                        type="time"
                        value={opening.close === '24:00' ? '23:59' : opening.close}
                        aria-label={t('chat.targets.closesAt', { day: dayName })}
                        onChange={(event) =>
                          setDay(
                            day,
                            openings.map((one, at) =>
                              at === index ? { ...one, close: event.target.value } : one,
                            ),
                          )
                        }
                        data-testid={`chat-targets-to-${day}-${index}`}
                      />
                      {index === 1 && (
                        <Button
                          type="text"
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={t('chat.targets.removeOpening', { day: dayName })}
                          onClick={() => setDay(day, openings.slice(0, 1))}
                        />
                      )}
                    </span>
                  ))}
                  {openings.length === 1 && (
                    <Button
                      type="link"
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => setDay(day, [...openings, { open: '19:00', close: '21:00' }])}
                      data-testid={`chat-targets-add-${day}`}
                    >
                      {t('chat.targets.addOpening')}
                    </Button>
                  )}
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
      {(['first', 'next'] as const).map((kind) => (
        <label key={kind} className={styles.targetMinutes}>
          <span>{t(`chat.targets.${kind}`)}</span>
          <InputNumber
            min={1}
            max={RESPONSE_TARGET_MAX_MINUTES}
            precision={0}
            value={draft[kind]}
            placeholder={t('chat.targets.none')}
            suffix={t('chat.targets.minutes')}
            style={{ width: 220 }}
            onChange={(value) => setDraft({ ...draft, [kind]: value ?? null })}
            data-testid={`chat-targets-${kind}`}
          />
        </label>
      ))}
      <p className={styles.hint}>{t('chat.targets.appliesNow')}</p>
      {/* docs/chat.md "Nobody there": what a customer reads while no member is online. */}
      <label className={styles.targetMinutes}>
        <span>{t('chat.targets.away')}</span>
        <Input.TextArea
          value={draft.away}
          maxLength={AWAY_MESSAGE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('chat.targets.awayPlaceholder')}
          onChange={(event) => setDraft({ ...draft, away: event.target.value })}
          data-testid="chat-targets-away"
        />
      </label>
      {error && <Alert type="error" title={error} showIcon data-testid="chat-targets-error" />}
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        data-testid="chat-targets-save"
      >
        {t('chat.targets.save')}
      </Button>
    </form>
  );
}
