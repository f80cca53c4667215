import {
  SHOP_ADDRESS_MAX,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  WEEKDAY_COUNT,
} from '@console/contract/shop-profile';
import { Cascader, Flex, Form, Input, Select, Switch, TimePicker } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRegionOptions, type RegionOption } from '../../lib/regions/region-options';
import { ImageUpload } from '../../lib/upload/image-upload';
import { useShopProfileRules } from './shop-profile-rules';

const item = { validateFirst: true } as const;

/** The profile form's inputs (docs/shop.md "Decisions"); rules are checked on change. */
export function ShopProfileFields() {
  const { t } = useTranslation();
  const rules = useShopProfileRules();
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

  return (
    <>
      <Form.Item name="name" label={t('shopProfile.name')} rules={rules.name} {...item}>
        <Input maxLength={SHOP_NAME_MAX} showCount data-testid="shop-name" />
      </Form.Item>
      <Flex gap={24} wrap>
        <Form.Item name="logo" label={t('shopProfile.logo')} extra={t('uploader.hint')}>
          <ImageUpload max={1} testId="shop-logo" />
        </Form.Item>
        <Form.Item name="cover" label={t('shopProfile.cover')}>
          <ImageUpload max={1} testId="shop-cover" />
        </Form.Item>
      </Flex>
      <Form.Item name="intro" label={t('shopProfile.intro')} rules={rules.intro}>
        <Input.TextArea rows={3} maxLength={SHOP_INTRO_MAX} showCount data-testid="shop-intro" />
      </Form.Item>
      <Form.Item name="phone" label={t('shopProfile.phone')} rules={rules.phone} {...item}>
        <Input
          maxLength={13}
          inputMode="tel"
          placeholder={t('shopProfile.phonePlaceholder')}
          data-testid="shop-phone"
        />
      </Form.Item>
      <Form.Item name="region" label={t('shopProfile.region')}>
        <Cascader
          options={regions ?? []}
          loading={regions === null}
          showSearch
          allowClear
          data-testid="shop-region"
        />
      </Form.Item>
      <Form.Item name="address" label={t('shopProfile.address')} rules={rules.address}>
        <Input maxLength={SHOP_ADDRESS_MAX} data-testid="shop-address" />
      </Form.Item>
      <Form.Item label={t('shopProfile.hours')} required={false}>
        {Array.from({ length: WEEKDAY_COUNT }, (_, day) => (
          <WeekdayRow key={day} day={day} />
        ))}
      </Form.Item>
      <Form.Item name="serviceTags" label={t('shopProfile.tags')} rules={rules.serviceTags}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，']}
          placeholder={t('shopProfile.tagsPlaceholder')}
          data-testid="shop-tags"
        />
      </Form.Item>
    </>
  );
}

/** One weekday: "closed" switch, and the opening range while open. */
function WeekdayRow({ day }: { day: number }) {
  const { t } = useTranslation();
  const rules = useShopProfileRules();
  const form = Form.useFormInstance();
  const closed = Form.useWatch(['hours', day, 'closed'], form) as boolean | undefined;
  return (
    <Flex gap={12} align="start" data-testid={`shop-hours-${day}`}>
      <span style={{ minWidth: 88, lineHeight: '32px' }}>
        {t(`shopProfile.weekday.${day}` as 'shopProfile.weekday.0')}
      </span>
      <Form.Item name={['hours', day, 'closed']} valuePropName="checked" noStyle>
        <Switch
          checkedChildren={t('shopProfile.closed')}
          unCheckedChildren={t('shopProfile.open')}
          style={{ marginTop: 5 }}
          onChange={() => void form.validateFields([['hours', day, 'range']])}
        />
      </Form.Item>
      <Form.Item
        name={['hours', day, 'range']}
        rules={rules.hours(() => form.getFieldValue(['hours', day]))}
        style={{ marginBottom: 8 }}
        hidden={closed === true}
      >
        <TimePicker.RangePicker format="HH:mm" minuteStep={5} order={false} />
      </Form.Item>
    </Flex>
  );
}
