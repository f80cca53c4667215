import type { Activity, CreateActivityBody } from '@console/contract/activities';
import { Alert, Button, Card, Form, Result, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmDialog, toast } from '../../../lib/feedback';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import type { WriteIntent } from '../../../lib/http/use-write-mutation';
import { createActivity } from '../api/create-activity';
import { submitActivity } from '../api/submit-activity';
import { updateActivity } from '../api/update-activity';
import { useActivityMutation } from '../api/use-activity-mutation';
import { applyEditorError, type EditorProblem } from './activity-editor-errors';
import { ActivityFields } from './activity-editor-fields';
import {
  ACTIVITY_FORM_FIELDS,
  filledFields,
  toActivityBody,
  toFormValues,
  type ActivityFormValues,
} from './activity-editor-values';
import { ActivityStatusTag } from '../activity-tags';

type Props = {
  /** The activity as read when the page opened; null for a new one. */
  initial: Activity | null;
  /** Reads the activity again (after a 1004); null when it is gone. */
  reload?: () => Promise<Activity | null>;
};

const isEditable = (activity: Activity | null) =>
  !activity || !['pending', 'offline'].includes(activity.status);

/**
 * Save and submit run as two steps, so that after a saved draft whose
 * submission failed (licence, incomplete) the page edits that draft and its new version instead
 * of creating another.
 */
function saveOnly(
  { activity, body }: { activity: Activity | null; body: CreateActivityBody },
  intent: WriteIntent,
) {
  return activity
    ? updateActivity(activity.id, { ...body, version: activity.version })
    : createActivity(body, intent);
}
const submitSaved = (activity: Activity, intent: WriteIntent) =>
  submitActivity(activity.id, activity.version, { intent });

export function ActivityEditorForm({ initial, reload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ActivityFormValues>();
  // The pickers hold wall times in the merchant's zone (docs/web.md "Dates and time zones"); the
  // page remounts this form when the zone becomes known, so values and zone always agree.
  const timeZone = useMerchantTimeZone();
  // The activity whose version the form edits: the one opened, reloaded or last saved here.
  const [base, setBase] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<EditorProblem>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const [lastAction, setLastAction] = useState<'draft' | 'submit'>('draft');
  const strict = useRef(false);
  const save = useActivityMutation(saveOnly);
  const submit = useActivityMutation(submitSaved);
  useLeaveGuard(dirty);

  // Navigating after the render that cleared `dirty`, so the leave guard lets it through.
  useEffect(() => {
    if (leaveTo !== null && !dirty) void navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const run = async (toSubmit: boolean) => {
    strict.current = toSubmit;
    setLastAction(toSubmit ? 'submit' : 'draft');
    const values = form.getFieldsValue(true) as ActivityFormValues;
    const names = toSubmit ? [...ACTIVITY_FORM_FIELDS] : filledFields(values);
    // A draft may leave fields empty: earlier "required" messages no longer apply.
    const unchecked = ACTIVITY_FORM_FIELDS.filter((name) => !names.includes(name));
    form.setFields(unchecked.map((name) => ({ name, errors: [] })));
    try {
      await form.validateFields(names);
    } catch {
      toast.warning(t('activityEditor.fixErrors'));
      return;
    }
    if (toSubmit) {
      const ok = await confirmDialog({
        title: t('activityEditor.submitConfirm'),
        content: t('activityEditor.submitConfirmContent'),
      });
      if (!ok) return;
    }
    setProblem(null);
    try {
      let saved = await save.mutateAsync({
        activity: base,
        body: toActivityBody(values, timeZone),
      });
      setBase(saved);
      setDirty(false);
      // Saving an approved activity already sends it back to review (docs/activities.md
      // "Statuses").
      if (toSubmit && saved.status !== 'pending') saved = await submit.mutateAsync(saved);
      toast.success(t(toSubmit ? 'activityEditor.submitted' : 'activityEditor.saved'));
      setLeaveTo(`/activity/${saved.id}`);
    } catch (error) {
      setProblem(applyEditorError(form, error));
    }
  };

  const onReload = async () => {
    if (dirty) {
      const ok = await confirmDialog({
        title: t('activityEditor.reloadConfirm'),
        content: t('activityEditor.reloadConfirmContent'),
        okText: t('activityEditor.reload'),
        danger: true,
      });
      if (!ok) return;
    }
    const fresh = (await reload?.()) ?? null;
    if (!fresh) return;
    setBase(fresh);
    form.resetFields();
    form.setFieldsValue(toFormValues(fresh, timeZone));
    setDirty(false);
    setProblem(null);
  };

  if (!isEditable(base) && base) {
    return (
      <Card>
        <Result
          status="info"
          title={t('activityEditor.locked', { status: t(`activity.status.${base.status}`) })}
          subTitle={t('activityEditor.lockedHint')}
          extra={
            <Link to={`/activity/${base.id}`} data-testid="activity-editor-detail-link">
              {t('activityEditor.toDetail')}
            </Link>
          }
          data-testid="activity-editor-locked"
        />
      </Card>
    );
  }

  const busy = save.isPending || submit.isPending;
  return (
    <Card
      title={t(base ? 'activityEditor.editTitle' : 'activityEditor.newTitle')}
      extra={base ? <ActivityStatusTag status={base.status} /> : null}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%', marginBottom: 16 }}>
        {base?.status === 'approved' ? (
          <Alert
            type="warning"
            showIcon
            title={t('activityEditor.approvedWarning')}
            data-testid="activity-approved-warning"
          />
        ) : null}
        {base?.status === 'rejected' && base.rejectReason ? (
          <Alert
            type="error"
            showIcon
            title={t('activityEditor.rejected', { reason: base.rejectReason })}
            data-testid="activity-reject-reason"
          />
        ) : null}
      </Space>
      <Form<ActivityFormValues>
        form={form}
        name="activity"
        layout="vertical"
        initialValues={toFormValues(initial, timeZone)}
        onValuesChange={() => setDirty(true)}
        disabled={busy}
        scrollToFirstError
        data-testid="activity-form"
      >
        <ActivityFields strict={strict} />
        <EditorProblems problem={problem} onReload={() => void onReload()} canReload={!!reload} />
        <Space wrap>
          {base?.status === 'approved' ? null : (
            <Button
              onClick={() => void run(false)}
              loading={busy && lastAction === 'draft'}
              data-testid="activity-save-draft"
            >
              {t('activityEditor.saveDraft')}
            </Button>
          )}
          <Button
            type="primary"
            onClick={() => void run(true)}
            loading={busy && lastAction === 'submit'}
            data-testid="activity-submit"
          >
            {t(
              base?.status === 'approved'
                ? 'activityEditor.saveAndResubmit'
                : 'activityEditor.submit',
            )}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function EditorProblems(props: {
  problem: EditorProblem;
  onReload: () => void;
  canReload: boolean;
}) {
  const { t } = useTranslation();
  if (props.problem === 'licence') {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('activityEditor.licenceRequired')}
        action={<Link to="/account/license">{t('activityEditor.toLicence')}</Link>}
        data-testid="activity-licence-alert"
      />
    );
  }
  if (props.problem === 'stale') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('activityEditor.stale')}
        action={
          props.canReload ? (
            <Button size="small" onClick={props.onReload} data-testid="activity-reload">
              {t('activityEditor.reload')}
            </Button>
          ) : null
        }
        data-testid="activity-stale-alert"
      />
    );
  }
  return null;
}
