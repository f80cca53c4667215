import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The question, naming what goes (and how many). */
  title: ReactNode;
  onConfirm: () => Promise<unknown>;
  label?: ReactNode;
  /** Why it cannot be deleted: the button is disabled with this as its tooltip. */
  blocked?: string | false;
  disabled?: boolean;
  pending?: boolean;
  link?: boolean;
  testId: string;
};

/** A delete button that asks first (antd Popconfirm); OK waits for the call. */
export function ConfirmDelete({
  title,
  onConfirm,
  label,
  blocked,
  disabled,
  pending,
  link,
  testId,
}: Props) {
  const { t } = useTranslation();
  const button = (
    <Button
      danger
      type={link ? 'link' : 'default'}
      size={link ? 'small' : 'middle'}
      icon={link ? undefined : <DeleteOutlined />}
      disabled={Boolean(blocked) || disabled}
      loading={pending}
      data-testid={testId}
    >
      {label ?? t('system.delete')}
    </Button>
  );
  if (blocked) return <Tooltip title={blocked}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={title}
      okText={t('system.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, 'data-testid': `${testId}-ok` }}
      onConfirm={() => onConfirm().catch(() => undefined)}
      disabled={disabled}
    >
      {button}
    </Popconfirm>
  );
}
