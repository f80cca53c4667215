import { MERCHANT_CATEGORIES } from '@console/contract/merchant-records';
import { Cascader, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../lib/upload/image-upload';
import { loadRegionOptions, type RegionOption } from '../../lib/regions/region-options';
import { useRecordRules } from './record-rules';

/** The DESIGN §4 fields of the onboarding record; rules are checked on change. */
export function RecordFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const rules = useRecordRules();
  const [regions, setRegions] = useState<RegionOption[] | null>(null);

  useEffect(() => {
    let alive = true;
    void loadRegionOptions().then((options) => {
      if (alive) setRegions(options);
    });
    return () => {
      alive = false;
    };
  }, []);

  const item = { validateFirst: true, hasFeedback: false } as const;
  return (
    <>
      <Form.Item name="name" label={t('recordPage.name')} rules={rules.name} {...item}>
        <Input maxLength={100} disabled={disabled} />
      </Form.Item>
      <Form.Item name="category" label={t('recordPage.category')} rules={rules.category}>
        <Select
          disabled={disabled}
          data-testid="record-category"
          options={MERCHANT_CATEGORIES.map((value) => ({
            value,
            label: t(`category.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={t('recordPage.contactName')}
        rules={rules.contactName}
        {...item}
      >
        <Input maxLength={50} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="contactMobile"
        label={t('recordPage.contactMobile')}
        rules={rules.contactMobile}
        {...item}
      >
        <Input maxLength={11} inputMode="numeric" disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="contactMail"
        label={t('recordPage.contactMail')}
        rules={rules.contactMail}
        {...item}
      >
        <Input disabled={disabled} />
      </Form.Item>
      <Form.Item name="region" label={t('recordPage.region')} rules={rules.region}>
        <Cascader
          options={regions ?? []}
          loading={regions === null}
          placeholder={regions === null ? t('recordPage.regionLoading') : undefined}
          showSearch
          disabled={disabled}
          data-testid="record-region"
        />
      </Form.Item>
      <Form.Item name="address" label={t('recordPage.address')} rules={rules.address} {...item}>
        <Input maxLength={200} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('recordPage.creditCode')}
        rules={rules.creditCode}
        {...item}
      >
        <Input maxLength={18} disabled={disabled} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item
        name="legalPerson"
        label={t('recordPage.legalPerson')}
        rules={rules.legalPerson}
        {...item}
      >
        <Input maxLength={50} disabled={disabled} />
      </Form.Item>
      <Form.Item
        name="licenceImage"
        label={t('recordPage.licenceImage')}
        rules={rules.licenceImage}
        extra={t('uploader.hint')}
      >
        <ImageUpload max={1} disabled={disabled} testId="record-licence-image" />
      </Form.Item>
      <Form.Item name="description" label={t('recordPage.description')} rules={rules.description}>
        <Input.TextArea rows={3} maxLength={1000} showCount disabled={disabled} />
      </Form.Item>
    </>
  );
}
