import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUICK_REPLY_MORE_SNIPPETS_MAX, QUICK_REPLY_TEXT_MAX } from '@console/contract/chat';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../chat-page.module.css';

const area = {
  maxLength: QUICK_REPLY_TEXT_MAX,
  showCount: true,
  autoSize: { minRows: 2, maxRows: 5 },
};

/**
 * The snippets a quick reply sends after its first (≤ 4, docs/chat.md "Quick replies"), each in
 * both languages, added and removed in the form (`moreSnippets`).
 */
export function QuickReplySnippets() {
  const { t } = useTranslation();
  return (
    <Form.List name="moreSnippets">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, index) => (
            <fieldset
              key={field.key}
              className={styles.snippet}
              data-testid={`quick-reply-more-${index}`}
            >
              <legend>
                {t('chat.quickReply.snippet', { n: index + 2 })}
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('chat.quickReply.removeSnippet', { n: index + 2 })}
                  title={t('chat.quickReply.removeSnippet', { n: index + 2 })}
                  onClick={() => remove(field.name)}
                  data-testid={`quick-reply-more-remove-${index}`}
                />
              </legend>
              <Form.Item name={[field.name, 'textZh']} label={t('chat.quickReply.textZh')}>
                <Input.TextArea {...area} data-testid={`quick-reply-more-zh-${index}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'textEn']} label={t('chat.quickReply.textEn')}>
                <Input.TextArea {...area} data-testid={`quick-reply-more-en-${index}`} />
              </Form.Item>
            </fieldset>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < QUICK_REPLY_MORE_SNIPPETS_MAX && (
            <Form.Item extra={t('chat.quickReply.moreHint')}>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ textZh: '', textEn: '' })}
                data-testid="quick-reply-more-add"
              >
                {t('chat.quickReply.addSnippet')}
              </Button>
            </Form.Item>
          )}
        </>
      )}
    </Form.List>
  );
}
