import {
  QUICK_REPLY_TEXT_MAX,
  QUICK_REPLY_TITLE_MAX,
  type QuickReply,
  type QuickReplyBody,
} from '@console/contract/chat';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { useSaveQuickReply } from '../api/save-quick-reply';
import { QuickReplyImages } from './quick-reply-images';
import { QuickReplySnippets } from './quick-reply-snippets';
import styles from '../chat-page.module.css';

type Props = { reply: QuickReply | null; onDone: () => void };

const FIELDS = new Set(['title', 'textZh', 'textEn', 'moreSnippets', 'imageIds']);

type FieldError = Parameters<FormInstance<QuickReplyBody>['setFields']>[0][number];

/** A server field (`moreSnippets.1.textEn`) as the form's name path (['moreSnippets', 1, 'textEn']). */
const namePath = (field: string) =>
  field
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)) as FieldError['name'];

const EMPTY: QuickReplyBody = { title: '', textZh: '', textEn: '', moreSnippets: [], imageIds: [] };

/**
 * A new or changed quick reply: its first snippet, the further ones and its images
 * (docs/chat.md "Quick replies"); the server's field messages (1001) show under the fields.
 */
export function QuickReplyForm({ reply, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuickReplyBody>();
  const save = useSaveQuickReply();

  const submit = async (body: QuickReplyBody) => {
    try {
      await save.mutateAsync({ id: reply?.id ?? null, body });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = Object.entries(error.fields)
        .filter(([field]) => FIELDS.has(field.split('.')[0] ?? ''))
        .map(([field, message]): FieldError => ({ name: namePath(field), errors: [message] }));
      form.setFields(fields.length > 0 ? fields : [{ name: 'title', errors: [error.message] }]);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={reply ?? EMPTY}
      onFinish={(body) => void submit(body)}
      data-testid="quick-reply-form"
    >
      <Form.Item name="title" label={t('chat.quickReply.title')}>
        <Input maxLength={QUICK_REPLY_TITLE_MAX} data-testid="quick-reply-title" />
      </Form.Item>
      <Form.Item name="textZh" label={t('chat.quickReply.textZh')}>
        <Input.TextArea
          maxLength={QUICK_REPLY_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="quick-reply-zh"
        />
      </Form.Item>
      <Form.Item name="textEn" label={t('chat.quickReply.textEn')}>
        <Input.TextArea
          maxLength={QUICK_REPLY_TEXT_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          data-testid="quick-reply-en"
        />
      </Form.Item>
      {/* Below the field, not as its `extra`: the count under the box drew over that line. */}
      <p className={styles.formHint}>{t('chat.quickReply.placeholders')}</p>
      <QuickReplySnippets />
      <Form.Item name="imageIds" label={t('chat.quickReply.images')}>
        <QuickReplyImages />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={save.isPending}
        data-testid="quick-reply-save"
      >
        {t('chat.quickReply.save')}
      </Button>{' '}
      <Button onClick={onDone}>{t('chat.cancel')}</Button>
    </Form>
  );
}
