import { Button, Card, Result, Spin } from 'antd';
import { apiCodes } from '@console/contract/api-codes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/http/api-error';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { useActivity } from '../api/get-activity';
import { ActivityEditorForm } from './activity-editor-form';

/** /activity/new and /activity/:id/edit (docs/web.md "Activities"). */
export function ActivityEditorPage() {
  const { id } = useParams();
  // The form's times are wall times in the merchant's zone: a new zone, a new form.
  const timeZone = useMerchantTimeZone() ?? '';
  if (id === undefined) return <ActivityEditorForm key={timeZone} initial={null} />;
  return <ExistingActivityEditor key={timeZone} id={Number(id)} />;
}

function ExistingActivityEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useActivity(id);
  const isValidId = Number.isSafeInteger(id) && id > 0;
  const notFound =
    !isValidId || (isApiError(query.error) && query.error.code === apiCodes.notFound);

  if (notFound) {
    return (
      <Card>
        <Result
          status="404"
          title={t('activityEditor.notFound')}
          extra={<Link to="/activity/list">{t('activityEditor.backToList')}</Link>}
          data-testid="activity-editor-not-found"
        />
      </Card>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Card>
        <Result
          status="error"
          title={t('activityEditor.loadFailed')}
          extra={
            <Button onClick={() => void query.refetch()} data-testid="activity-editor-retry">
              {t('activityEditor.retry')}
            </Button>
          }
          data-testid="activity-editor-error"
        />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card>
        <Spin style={{ display: 'block', padding: 48 }} data-testid="activity-editor-loading" />
      </Card>
    );
  }
  // The form keeps the activity it opened with; a refetch never replaces the user's input.
  return (
    <ActivityEditorForm
      key={id}
      initial={query.data}
      reload={async () => (await query.refetch()).data ?? null}
    />
  );
}
