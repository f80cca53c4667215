import { AUDIT_REASON_MAX, type AuditSubmission } from '@console/contract/audit';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useDecideSubmission } from './decide-submission';

const REASON_MIN = 2;

/** Approve (after a confirm) or reject with a reason; a late second decision shows 1004. */
export function DecisionBar({ submission }: { submission: AuditSubmission }) {
  const { t } = useTranslation();
  const decide = useDecideSubmission();
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const approve = async () => {
    if (!(await confirmDialog({ title: t('auditPage.approveConfirm') }))) return;
    try {
      await decide.mutateAsync({ id: submission.id, decision: 'approve' });
      toast.success(t('auditPage.approved'));
    } catch {
      // the client showed the message; the queries are read again
    }
  };

  const reject = async () => {
    const { reason } = await form.validateFields();
    try {
      await decide.mutateAsync({ id: submission.id, decision: 'reject', reason: reason.trim() });
      toast.success(t('auditPage.rejected'));
      setRejecting(false);
    } catch {
      setRejecting(false);
    }
  };

  return (
    <>
      <Space>
        <Button
          type="primary"
          onClick={() => void approve()}
          loading={decide.isPending}
          data-testid="audit-approve"
        >
          {t('auditPage.approve')}
        </Button>
        <Button danger onClick={() => setRejecting(true)} data-testid="audit-reject">
          {t('auditPage.reject')}
        </Button>
      </Space>
      <Modal
        open={rejecting}
        title={t('auditPage.rejectTitle')}
        okText={t('auditPage.reject')}
        okButtonProps={{ danger: true, loading: decide.isPending, 'data-testid': 'audit-confirm' }}
        onOk={() => void reject().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('audit.reasonRequired') },
              { min: REASON_MIN, message: t('auditPage.reasonMin', { min: REASON_MIN }) },
              {
                max: AUDIT_REASON_MAX,
                message: t('validation.tooLong', { max: AUDIT_REASON_MAX }),
              },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={AUDIT_REASON_MAX}
              showCount
              placeholder={t('auditPage.reasonPlaceholder')}
              data-testid="audit-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
