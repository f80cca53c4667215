import type { MerchantTimeZoneBody } from '@console/contract/merchants';
import { Button, Flex } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../lib/card/plain-card';
import { DeferredSelect } from '../../lib/forms/deferred-select';
import { toast } from '../../lib/feedback';
import { request } from '../../lib/http/client';
import { useMerchantContext } from '../../lib/merchant/merchant-context';
import { timeZoneOptions } from '../../lib/time-zones';

/**
 * docs/home.md "The merchant's days": the zone whose calendar days the home's figures
 * and the order list's dates are counted in. Editors (`shop:edit`) change it; the figures are
 * counted again on the server in the same step.
 */
export function MerchantDaysCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const context = useMerchantContext();
  const client = useQueryClient();
  const current = context?.timeZone ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneOptions(current), [current]);
  const save = useMutation({
    mutationFn: (body: MerchantTimeZoneBody) =>
      request({ method: 'PUT', path: '/merchant/time-zone', body }),
    onSuccess: async () => {
      setChosen(null);
      toast.success(t('shopInfo.days.saved'));
      await client.invalidateQueries({ queryKey: ['merchant-context'] });
      await client.invalidateQueries({ queryKey: ['home'] });
    },
  });
  if (!context) return null;
  const value = chosen ?? current;
  return (
    <PlainCard title={t('shopInfo.days.title')} data-testid="merchant-days">
      <p>{t('shopInfo.days.detail')}</p>
      {canEdit ? (
        <Flex gap={8} wrap>
          <DeferredSelect
            showSearch
            value={value}
            options={zones}
            onChange={setChosen}
            aria-label={t('shopInfo.days.zone')}
            style={{ width: 260, maxWidth: '100%' }}
            data-testid="merchant-days-zone"
          />
          <Button
            type="primary"
            disabled={value === current}
            loading={save.isPending}
            onClick={() => save.mutate({ timeZone: value })}
            data-testid="merchant-days-save"
          >
            {t('shopInfo.days.save')}
          </Button>
        </Flex>
      ) : (
        <strong data-testid="merchant-days-zone-text">{current}</strong>
      )}
    </PlainCard>
  );
}
