import type { ShopProfile } from '@console/contract/shop-profile';
import { apiCodes } from '@console/contract/api-codes';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useLeaveGuard } from '../../lib/forms/use-leave-guard';
import { isApiError } from '../../lib/http/api-error';
import { isTextKey } from '../../lib/i18n/i18n';
import { useWriteMutation } from '../../lib/http/use-write-mutation';
import { useDevice } from '../../lib/responsive/device';
import { shopProfileQuery } from './api/get-shop-profile';
import { shopProfileKey } from './api/keys';
import { saveShopProfile } from './api/save-shop-profile';
import { ShopProfileFields } from './shop-profile-fields';
import {
  toFormField,
  toFormValues,
  toProfileBody,
  type ShopProfileFormValues,
} from './shop-profile-values';
import { useMerchantId } from '../../lib/merchant/use-merchant-id';

type Props = { profile: ShopProfile; onClose: () => void };

/**
 * The profile form in a drawer; closing or leaving with changes asks first (docs/shop.md "Web").
 */
export function ShopProfileDrawer({ profile, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShopProfileFormValues>();
  const [base, setBase] = useState(profile);
  const [isDirty, setDirty] = useState(false);
  const isMobile = useDevice() === 'Mobile';
  const queryClient = useQueryClient();
  const merchantId = useMerchantId();
  useLeaveGuard(isDirty);

  const save = useWriteMutation({
    mutationFn: (values: ShopProfileFormValues) =>
      saveShopProfile(toProfileBody(values, base.version)),
    onSuccess: (saved) => {
      queryClient.setQueryData(shopProfileKey(merchantId), saved);
      setDirty(false);
      toast.success(t('shopProfile.saved'));
      onClose();
    },
    onError: async (error) => {
      if (!isApiError(error)) return;
      if (error.code === apiCodes.conflict) {
        // Someone saved meanwhile: load theirs and start again from it (DESIGN §3 versions).
        const latest = await queryClient.fetchQuery({
          ...shopProfileQuery(merchantId),
          staleTime: 0,
        });
        setBase(latest);
        form.setFieldsValue(toFormValues(latest));
        setDirty(false);
        toast.warning(t('shopProfile.stale'));
        return;
      }
      if (error.code !== apiCodes.rejected) return;
      form.setFields(
        Object.entries(error.fields).flatMap(([field, message]) => {
          const name = toFormField(field);
          return name === null
            ? []
            : [{ name, errors: [isTextKey(message) ? t(message) : message] }];
        }),
      );
    },
  });

  const close = async () => {
    if (isDirty) {
      const discard = await confirmDialog({
        title: t('shopProfile.discardTitle'),
        content: t('shopProfile.discardContent'),
        okText: t('shopProfile.discard'),
        cancelText: t('shopProfile.keepEditing'),
        danger: true,
      });
      if (!discard) return;
    }
    setDirty(false);
    onClose();
  };

  return (
    <Drawer
      open
      title={t('shopProfile.title')}
      size={isMobile ? '100%' : 640}
      onClose={() => void close()}
      maskClosable
      destroyOnHidden
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={() => void close()}>{t('shopProfile.cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => form.submit()}
            data-testid="shop-profile-save"
          >
            {t('shopProfile.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(profile)}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError
        data-testid="shop-profile-form"
      >
        <ShopProfileFields />
      </Form>
    </Drawer>
  );
}
