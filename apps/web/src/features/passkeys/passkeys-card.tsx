import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { PasskeyInfo } from '@console/contract/second-factor';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecondFactor } from '../../lib/api/get-second-factor';
import { PlainCard } from '../../lib/card/plain-card';
import { confirmDialog, toast } from '../../lib/feedback';
import { LazyResult } from '../../lib/lazy-result';
import { useMerchantTime } from '../../lib/merchant/merchant-time';
import { PlainTable, type PlainColumn } from '../../lib/table/plain-table';
import { useRegisterPasskey } from './api/register-passkey';
import { useRemovePasskey } from './api/remove-passkey';
import { useRenamePasskey } from './api/rename-passkey';
import styles from './passkeys-card.module.css';

// The dialogs (antd Modal, Form, Input) load when first opened (docs/web.md "Delivery").
const PasskeyNameDialog = lazy(() =>
  import('./passkey-name-dialog').then((m) => ({ default: m.PasskeyNameDialog })),
);
const RecoveryCodesDialog = lazy(() =>
  import('../../lib/second-factor/recovery-codes-dialog').then((m) => ({
    default: m.RecoveryCodesDialog,
  })),
);

/** Which name dialog is open: adding a passkey, or renaming one. */
type Naming = { kind: 'add' } | { kind: 'rename'; passkey: PasskeyInfo } | null;

/**
 * /setting/account (docs/auth.md "Passkeys"): my passkeys with when each was added and last
 * used; add one (a name, then the browser's prompt; the first second factor shows its
 * recovery codes), rename one, remove one after confirming.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const merchantTime = useMerchantTime();
  const status = useSecondFactor();
  const register = useRegisterPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [naming, setNaming] = useState<Naming>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const supported = browserSupportsWebAuthn();
  const passkeys = status.data?.passkeys ?? [];

  const add = async (name: string) => {
    const { recoveryCodes } = await register.mutateAsync(name);
    setNaming(null);
    toast.success(t('passkeys.added'));
    if (recoveryCodes) setCodes(recoveryCodes);
  };

  const saveName = async (passkey: PasskeyInfo, name: string) => {
    await rename.mutateAsync({ id: passkey.id, name });
    setNaming(null);
    toast.success(t('passkeys.renamed'));
  };

  const confirmRemove = async (passkey: PasskeyInfo) => {
    // Without the app, the last passkey is the last second factor: its codes go with it.
    const isLast = status.data?.totp === false && passkeys.length === 1;
    const confirmed = await confirmDialog({
      title: t('passkeys.remove.title'),
      content: [
        t('passkeys.remove.confirm', { name: passkey.name }),
        isLast ? t('passkeys.remove.lastFactor') : '',
      ].join(' '),
      okText: t('passkeys.remove'),
      cancelText: t('common.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    await remove.mutateAsync(passkey.id);
    toast.success(t('passkeys.removed'));
  };

  const columns: PlainColumn<PasskeyInfo>[] = [
    { title: t('passkeys.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('passkeys.createdAt'),
      dataIndex: 'createdAt',
      width: 190,
      render: (at: string) => merchantTime(at),
    },
    {
      title: t('passkeys.lastUsedAt'),
      dataIndex: 'lastUsedAt',
      width: 190,
      render: (at: string | null) => (at ? merchantTime(at) : t('passkeys.never')),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 180,
      render: (_, passkey) => (
        <span className={styles.actions}>
          <Button
            type="link"
            size="small"
            onClick={() => setNaming({ kind: 'rename', passkey })}
            data-testid={`passkey-rename-${passkey.id}`}
          >
            {t('passkeys.rename')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void confirmRemove(passkey).catch(() => undefined)}
            data-testid={`passkey-remove-${passkey.id}`}
          >
            {t('passkeys.remove')}
          </Button>
        </span>
      ),
    },
  ];

  const extra = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={!supported || status.isError}
      title={supported ? undefined : t('passkeyPrompt.unsupported')}
      onClick={() => setNaming({ kind: 'add' })}
      data-testid="passkey-add"
    >
      {t('passkeys.add')}
    </Button>
  );

  return (
    <PlainCard title={t('passkeys.title')} extra={extra} data-testid="passkeys-card">
      <p className={styles.desc}>
        {supported ? t('passkeys.desc') : t('passkeyPrompt.unsupported')}
      </p>
      {status.isError ? (
        <LazyResult
          status="warning"
          title={t('passkeys.loadFailed')}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="passkeys-error"
        />
      ) : (
        <PlainTable<PasskeyInfo>
          rowKey="id"
          columns={columns}
          dataSource={passkeys}
          loading={status.isPending}
          emptyText={t('passkeys.empty')}
          pageSize={20}
          scroll={{ x: 640 }}
          data-testid="passkeys-table"
        />
      )}
      <Suspense fallback={null}>
        {naming?.kind === 'add' && (
          <PasskeyNameDialog
            open
            title={t('passkeys.add')}
            description={t('passkeys.add.desc')}
            submitText={t('passkeys.add.submit')}
            pending={register.isPending}
            onSubmit={add}
            onClose={() => setNaming(null)}
          />
        )}
        {naming?.kind === 'rename' && (
          <PasskeyNameDialog
            open
            title={t('passkeys.rename.title')}
            initialName={naming.passkey.name}
            submitText={t('passkeys.save')}
            pending={rename.isPending}
            onSubmit={(name) => saveName(naming.passkey, name)}
            onClose={() => setNaming(null)}
          />
        )}
        {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
      </Suspense>
    </PlainCard>
  );
}
