import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../lib/routing/route-meta';
import styles from './page-heading.module.css';

/**
 * The page's one `h1` (docs/accessibility.md "Markup"): the current route's title, which the
 * tab, the breadcrumb and the document title already show, so it is read, not drawn again.
 * Kept once in the layout rather than in each page; hidden kept-alive pages add none.
 */
export function PageHeading() {
  const { t } = useTranslation();
  const meta = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.meta)
    .findLast((entry) => entry !== undefined);
  if (!meta) return null;
  return (
    <h1 className={styles.hidden} data-testid="page-heading">
      {t(meta.title)}
    </h1>
  );
}
