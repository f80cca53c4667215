import { UndoOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, Segmented, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../lib/feedback';
import { DEFAULT_LAYOUT_SETTINGS, useLayoutSettings } from '../../lib/settings/layout-settings';
import { closeSettingsDrawer, useSettingsDrawer } from '../../lib/settings/settings-drawer-store';
import { useUserSettings } from '../../lib/settings/user-settings-store';
import { settingGroups, type SettingField } from './setting-groups';
import styles from './settings-drawer.module.css';

function FieldControl({ field }: { field: SettingField }) {
  const { t } = useTranslation();
  const value = useLayoutSettings((layout) => layout[field.key]);
  const update = useUserSettings((state) => state.updateLayout);
  const label = t(`settings.${field.key}`);
  if (field.kind === 'choice') {
    return (
      <Segmented
        size="small"
        value={value as string}
        onChange={(next) => update({ [field.key]: next })}
        options={field.options.map((option) => ({
          value: option,
          label: (
            <span data-testid={`setting-${field.key}-${option}`}>
              {t(`settings.theme.${option}`)}
            </span>
          ),
        }))}
        aria-label={label}
        data-testid={`setting-${field.key}`}
      />
    );
  }
  return (
    <Switch
      size="small"
      checked={value as boolean}
      onChange={(checked) => update({ [field.key]: checked })}
      aria-label={label}
      data-testid={`setting-${field.key}`}
    />
  );
}

/**
 * spec §3 layout settings drawer: every setting in groups, each applied at once and stored per
 * user (DESIGN §4), with a reset to the spec §9 defaults.
 */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const open = useSettingsDrawer((state) => state.open);
  const reset = async () => {
    const confirmed = await confirmDialog({
      title: t('settings.reset'),
      content: t('settings.reset.confirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) useUserSettings.getState().updateLayout(DEFAULT_LAYOUT_SETTINGS);
  };
  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={closeSettingsDrawer}
      size={320}
      data-testid="settings-drawer"
      footer={
        <Button
          block
          icon={<UndoOutlined />}
          onClick={() => void reset()}
          data-testid="settings-reset"
        >
          {t('settings.reset')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" className={styles.note}>
        {t('settings.synced')}
      </Typography.Paragraph>
      {settingGroups.map((group) => (
        <section key={group.title}>
          <Divider titlePlacement="start" plain className={styles.divider}>
            {t(group.title)}
          </Divider>
          {group.fields.map((field) => (
            <Flex
              key={field.key}
              align="center"
              justify="space-between"
              gap={12}
              className={styles.row}
            >
              <span className={styles.label}>{t(`settings.${field.key}`)}</span>
              <FieldControl field={field} />
            </Flex>
          ))}
        </section>
      ))}
    </Drawer>
  );
}
