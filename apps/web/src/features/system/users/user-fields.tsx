import { Cascader, DatePicker, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionOptions } from '../../../lib/regions/use-region-names';
import { useRoleChoices } from '../api/list-roles';
import { roleLabel } from '../role-label';

/**
 * The region dataset loads once the cascader is about to be used (pointer over it, focus) or
 * has a region to show, as the record form's (docs/web.md "Delivery").
 */
function RegionField() {
  const { t } = useTranslation();
  const region = Form.useWatch<string[] | undefined>('region');
  const [isWanted, setWanted] = useState(false);
  const regions = useRegionOptions(isWanted || (region?.length ?? 0) > 0);
  return (
    <span onMouseEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
      <Form.Item name="region" label={t('system.user.region')} style={{ marginBottom: 0 }}>
        <Cascader
          options={regions.data ?? []}
          loading={regions.isFetching}
          notFoundContent={regions.data ? undefined : t('common.loading')}
          placeholder={t('system.user.regionPlaceholder')}
          showSearch
          allowClear
          data-testid="user-region"
        />
      </Form.Item>
    </span>
  );
}

/** spec §3 demo user's fields; the password only on create (empty: an invitation is mailed). */
export function UserFields({ isNew }: { isNew: boolean }) {
  const { t, i18n } = useTranslation();
  const roles = useRoleChoices();
  const required = (key: 'nameRequired' | 'accountRequired') => [
    { required: true, message: t(`system.user.${key}`) },
  ];
  return (
    <>
      <Form.Item name="name" label={t('system.user.name')} rules={required('nameRequired')}>
        <Input maxLength={40} data-testid="user-name" />
      </Form.Item>
      <Form.Item
        name="account"
        label={t('system.user.account')}
        rules={required('accountRequired')}
      >
        <Input maxLength={32} data-testid="user-account" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('system.user.phone')}
        rules={[{ required: true, message: t('validation.mobile.required') }]}
      >
        <Input maxLength={11} data-testid="user-phone" />
      </Form.Item>
      <Form.Item
        name="mail"
        label={t('system.user.mail')}
        rules={[{ required: true, message: t('validation.email.required') }]}
      >
        <Input maxLength={254} data-testid="user-mail" />
      </Form.Item>
      <Form.Item name="gender" label={t('system.user.gender')}>
        <Radio.Group
          options={[
            { value: 1, label: t('system.gender.1') },
            { value: 2, label: t('system.gender.2') },
          ]}
        />
      </Form.Item>
      <Form.Item name="status" label={t('system.user.status')}>
        <Radio.Group
          options={[
            { value: 1, label: t('system.status.1') },
            { value: 2, label: t('system.status.2') },
          ]}
        />
      </Form.Item>
      <Form.Item name="birthday" label={t('system.user.birthday')}>
        <DatePicker style={{ width: '100%' }} data-testid="user-birthday" />
      </Form.Item>
      <RegionField />
      <Form.Item
        name="roleIds"
        label={t('system.user.roles')}
        rules={[{ required: true, type: 'array', min: 1, message: t('system.user.roleRequired') }]}
        style={{ marginTop: 24 }}
      >
        <Select
          mode="multiple"
          loading={roles.isPending}
          options={(roles.data?.list ?? []).map((role) => ({
            value: role.id,
            label: `${roleLabel(role, i18n.language)} (${role.key})`,
          }))}
          optionFilterProp="label"
          data-testid="user-roles"
        />
      </Form.Item>
      <Form.Item name="desc" label={t('system.user.desc')}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
      </Form.Item>
      {isNew && (
        <Form.Item
          name="password"
          label={t('system.user.password')}
          extra={t('system.user.passwordHint')}
        >
          <Input.Password autoComplete="new-password" data-testid="user-password" />
        </Form.Item>
      )}
    </>
  );
}
