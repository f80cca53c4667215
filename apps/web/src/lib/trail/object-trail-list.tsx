import { Alert, Button, Empty, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrail } from '../api/list-trail';
import { LoadMore } from '../load-more';
import { useAbilities } from '../merchant/merchant-context';
import type { ObjectTrailProps } from './object-trail-props';
import styles from './object-trail.module.css';
import { TrailActor } from './trail-actor';
import { TrailChanges } from './trail-changes';
import { actionLabel } from './trail-labels';
import { TrailOrigin } from './trail-origin';
import { useTrailWords } from './use-trail-words';
import { PlainSkeleton } from '../plain-skeleton';

/** A compact history: a few entries at first, earlier ones on demand. */
const OBJECT_TRAIL_PAGE_SIZE = 10;

/** The trail page, opened on this object's entries (its filter in the URL). */
const TRAIL_PAGE = '/account/trail';

/** ObjectTrail's content, loaded once the reader may see it (object-trail.tsx). */
export function ObjectTrailList({ objectType, objectId, heading = 4 }: ObjectTrailProps) {
  const { t } = useTranslation();
  const words = useTrailWords();
  const headingId = useId();
  const canOpenPage = useAbilities().allows({ permission: 'trail:view', menu: TRAIL_PAGE });
  // Fresh each time the object is opened: another member's change of a minute ago shows.
  const trail = useTrail(
    { objectType, objectId },
    { pageSize: OBJECT_TRAIL_PAGE_SIZE, staleTime: 0 },
  );
  const entries = trail.data?.pages.flatMap((page) => page.entries) ?? [];

  const body =
    trail.isError && entries.length === 0 ? (
      <Alert
        type="error"
        showIcon
        title={t('trail.history.error')}
        action={
          <Button size="small" onClick={() => void trail.refetch()}>
            {t('trail.retry')}
          </Button>
        }
        data-testid="object-trail-error"
      />
    ) : trail.isPending ? (
      <PlainSkeleton active title={false} paragraph={{ rows: 2 }} />
    ) : entries.length === 0 ? (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('trail.history.empty')}
        data-testid="object-trail-empty"
      />
    ) : (
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li
            key={entry.id}
            className={styles.entry}
            data-testid={`object-trail-entry-${entry.id}`}
            data-action={entry.action}
          >
            <div className={styles.head}>
              <strong>{actionLabel(words.lookup, entry.objectType, entry.action)}</strong>
              <TrailActor actor={entry.actor} />
              <time dateTime={entry.at} className={styles.time}>
                {words.time(entry.at)}
              </time>
            </div>
            <TrailChanges entry={entry} />
            {(entry.ip ?? entry.userAgent ?? entry.requestId) !== null && (
              <details className={styles.details}>
                <summary>{t('trail.history.details')}</summary>
                <TrailOrigin entry={entry} />
              </details>
            )}
          </li>
        ))}
      </ol>
    );

  return (
    <section
      aria-labelledby={heading === false ? undefined : headingId}
      data-testid="object-trail"
      data-object-type={objectType}
      data-object-id={objectId}
    >
      {heading !== false && (
        <Typography.Title level={heading} id={headingId} style={{ marginTop: 24 }}>
          {t('trail.history.title')}
        </Typography.Title>
      )}
      {body}
      <div className={styles.footer}>
        <LoadMore
          pages={trail}
          label={t('trail.history.more')}
          look="link"
          testId="object-trail-more"
          failed={{ title: t('trail.history.error'), retry: t('trail.retry') }}
        />
        {canOpenPage && entries.length > 0 && (
          <Link
            to={`${TRAIL_PAGE}?objectType=${objectType}&objectId=${objectId}`}
            data-testid="object-trail-all"
          >
            {t('trail.history.all')}
          </Link>
        )}
      </div>
    </section>
  );
}
