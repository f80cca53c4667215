import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Drawer, Grid, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The drawer's width from the small breakpoint on (full width below it). */
  width: number;
  testId: string;
  /** The settings read: the form once they are there, an error or a spinner before. */
  query: UseQueryResult<T>;
  failed: string;
  children: (data: T) => ReactNode;
};

/** The /cc settings drawers (targets, assignment): their settings read, then their form. */
export function SettingsDrawer<T>({
  open,
  onClose,
  title,
  width,
  testId,
  query,
  failed,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={screens.sm ? width : '100%'}
      destroyOnHidden
      data-testid={testId}
    >
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <Alert type="error" title={failed} showIcon />
      ) : (
        <Spin aria-label={t('chat.loading')} />
      )}
    </Drawer>
  );
}
