import { Flex, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast } from '../../lib/feedback';
import { useAbilities } from '../../lib/merchant/merchant-context';
import { useMerchantSecondFactor, useSetMerchantSecondFactor } from './api/merchant-second-factor';

/**
 * The owner's switch on /account/sub (docs/auth.md "Required"): everyone working in the merchant
 * needs a second factor. Turning it on asks first: members without one are refused at once.
 */
export function SecondFactorRequirement() {
  const { t } = useTranslation();
  const { isOwner } = useAbilities();
  const setting = useMerchantSecondFactor({ enabled: isOwner });
  const change = useSetMerchantSecondFactor();
  if (!isOwner) return null;

  const onChange = async (required: boolean) => {
    if (required) {
      const confirmed = await confirmDialog({
        title: t('members.require2fa.confirmTitle'),
        content: t('members.require2fa.confirm'),
        okText: t('members.require2fa.on'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    await change.mutateAsync(required);
    toast.success(t(required ? 'members.require2fa.turnedOn' : 'members.require2fa.turnedOff'));
  };

  return (
    <Flex gap={8} align="center">
      <span id="require-2fa-label">{t('members.require2fa')}</span>
      <Switch
        aria-labelledby="require-2fa-label"
        checked={setting.data ?? false}
        disabled={!setting.isSuccess}
        loading={setting.isPending || change.isPending}
        onChange={(value) => void onChange(value).catch(() => undefined)}
        data-testid="require-2fa"
      />
    </Flex>
  );
}
