import { Alert, Button, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http/api-error';
import { confirmDialog, toast } from '../../lib/feedback';
import { useAbilities } from '../../lib/merchant/merchant-context';
import {
  RULES_REFUSALS,
  useReviewRequestRules,
  useSetReviewRequestRules,
} from './api/review-request-rules';
import styles from './reviews.module.css';

/**
 * The merchant's review request reminders (docs/reviews.md "Review requests"): everyone who
 * reads reviews sees whether customers are reminded; only `shop:edit` turns it on or off.
 * Turning it off asks first: it also stops the reminders of requests sent already.
 */
export function ReviewRequestRules() {
  const { t } = useTranslation();
  const mayEdit = useAbilities().can('shop:edit');
  const rules = useReviewRequestRules();
  const set = useSetReviewRequestRules();
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = async (reminders: boolean) => {
    setRefusal(null);
    if (!reminders) {
      const confirmed = await confirmDialog({
        title: t('reviews.requests.offTitle'),
        content: t('reviews.requests.offBody'),
        okText: t('reviews.requests.offOk'),
        cancelText: t('common.cancel'),
        danger: true,
      });
      if (!confirmed) return;
    }
    try {
      await set.mutateAsync({ reminders });
      toast.success(t(reminders ? 'reviews.requests.turnedOn' : 'reviews.requests.turnedOff'));
    } catch (caught) {
      if (caught instanceof ApiError && RULES_REFUSALS.includes(caught.code)) {
        setRefusal(caught.message);
      }
    }
  };

  return (
    <section
      className={styles.requestRules}
      aria-labelledby="review-request-rules-title"
      data-testid="review-request-rules"
    >
      <h2 id="review-request-rules-title" className={styles.requestRulesTitle}>
        {t('reviews.requests.title')}
      </h2>
      <label className={styles.requestRulesSwitch}>
        <Switch
          checked={rules.data?.reminders ?? false}
          disabled={!mayEdit || !rules.isSuccess}
          loading={rules.isLoading || set.isPending}
          onChange={(reminders) => void change(reminders)}
          data-testid="review-request-reminders"
        />
        <span>{t('reviews.requests.reminders')}</span>
      </label>
      {!mayEdit && (
        <p className={styles.muted} data-testid="review-request-rules-hint">
          {t('reviews.requests.editorsOnly')}
        </p>
      )}
      {rules.isError && (
        <Alert
          className={styles.requestRulesNote}
          type="warning"
          showIcon
          title={t('reviews.requests.error')}
          action={
            <Button size="small" onClick={() => void rules.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="review-request-rules-error"
        />
      )}
      {refusal && (
        <Alert
          className={styles.requestRulesNote}
          type="error"
          showIcon
          title={refusal}
          data-testid="review-request-rules-refused"
        />
      )}
    </section>
  );
}
