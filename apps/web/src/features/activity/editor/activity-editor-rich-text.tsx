import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Form, Input, Popover, Space, Tooltip, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../../lib/theme/csp-nonce';
import { isBlankHtml } from './activity-editor-values';

type Props = {
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  id?: string;
};

// Links only to http(s) pages, the same the server's sanitiser keeps (docs/activities.md
// "Description").
const extensions = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https'],
    isAllowedUri: (url) => /^https?:\/\//i.test(url),
  }),
];

/** The activity description: tiptap with a small toolbar; the value is HTML ('' when empty). */
export function RichTextEditor({ value, onChange, disabled, id }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const editor = useEditor({
    extensions,
    // tiptap adds a <style> of its own (docs/security.md "The nonce").
    injectNonce: cspNonce,
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        'data-testid': 'activity-description',
        'aria-label': t('activity.field.description'),
        ...(id ? { id } : {}),
        style: 'min-height: 200px; padding: 8px 11px; outline: none;',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange?.(isBlankHtml(html) ? '' : html);
    },
  });

  // A value set from outside (loading the activity, reset) replaces the content quietly.
  useEffect(() => {
    if (!editor) return;
    const current = editor.getHTML();
    const next = value ?? '';
    if (next === current || (isBlankHtml(next) && isBlankHtml(current))) return;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const borderColor = status === 'error' ? token.colorError : token.colorBorder;
  return (
    <div
      style={{
        border: `1px solid ${borderColor}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
      }}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (
    name: string,
    label: string,
    icon: ReactNode,
    active: boolean,
    run: () => void,
    enabled = true,
  ) => (
    <Tooltip title={label} key={name}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled || !enabled}
        onClick={run}
        data-testid={`activity-rte-${name}`}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3) => <span style={{ fontWeight: 600 }}>{`H${level}`}</span>;
  return (
    <Space
      wrap
      size={2}
      style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {tool('bold', t('activityEditor.rte.bold'), <BoldOutlined />, state.bold, () =>
        chain().toggleBold().run(),
      )}
      {tool('italic', t('activityEditor.rte.italic'), <ItalicOutlined />, state.italic, () =>
        chain().toggleItalic().run(),
      )}
      {tool('h2', t('activityEditor.rte.heading2'), heading(2), state.h2, () =>
        chain().toggleHeading({ level: 2 }).run(),
      )}
      {tool('h3', t('activityEditor.rte.heading3'), heading(3), state.h3, () =>
        chain().toggleHeading({ level: 3 }).run(),
      )}
      {tool('bullet', t('activityEditor.rte.bullet'), <UnorderedListOutlined />, state.bullet, () =>
        chain().toggleBulletList().run(),
      )}
      {tool(
        'ordered',
        t('activityEditor.rte.ordered'),
        <OrderedListOutlined />,
        state.ordered,
        () => chain().toggleOrderedList().run(),
      )}
      <LinkTool editor={editor} active={state.link} disabled={disabled} />
      {tool(
        'undo',
        t('activityEditor.rte.undo'),
        <UndoOutlined />,
        false,
        () => chain().undo().run(),
        state.canUndo,
      )}
      {tool(
        'redo',
        t('activityEditor.rte.redo'),
        <RedoOutlined />,
        false,
        () => chain().redo().run(),
        state.canRedo,
      )}
    </Space>
  );
}

/** Sets or removes the link on the selection; only http(s) addresses are taken. */
function LinkTool({
  editor,
  active,
  disabled,
}: {
  editor: Editor;
  active: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const valid = /^https?:\/\/\S+$/i.test(href.trim()) && URL.canParse(href.trim());

  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else if (valid) chain.setLink({ href: href.trim() }).run();
    else return;
    setOpen(false);
  };
  const content = (
    <Space.Compact style={{ width: 300 }}>
      <Input
        autoFocus
        value={href}
        placeholder="https://"
        status={href.trim() && !valid ? 'error' : undefined}
        onChange={(event) => setHref(event.target.value)}
        onPressEnter={apply}
        data-testid="activity-rte-link-input"
      />
      <Button type="primary" onClick={apply} data-testid="activity-rte-link-apply">
        {t('activityEditor.rte.linkApply')}
      </Button>
    </Space.Compact>
  );
  return (
    <Popover
      open={open}
      trigger="click"
      content={content}
      title={t('activityEditor.rte.linkHint')}
      onOpenChange={(next) => {
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
        setOpen(next);
      }}
    >
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={<LinkOutlined />}
        aria-label={t('activityEditor.rte.link')}
        disabled={disabled}
        data-testid="activity-rte-link"
      />
    </Popover>
  );
}
