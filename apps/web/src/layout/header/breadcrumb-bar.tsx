import { BREADCRUMB_MAX_WIDTH } from '@console/contract/constants';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { menuIcons } from '../menu-icons';
import styles from './header.module.css';

/**
 * The route chain of the current page, with icons when showBreadcrumbIcon (spec §3, §9 560 px).
 * Plain markup drawn as antd's Breadcrumb: that one imports Dropdown (and with it Space) for
 * crumbs with menus, which this bar never has; without it, the console's menus load Dropdown on
 * their first click (click-menu.tsx), ~6 KB gzip less on every console page.
 */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const showIcon = useLayoutSettings((layout) => layout.showBreadcrumbIcon);
  const crumbs = useMatches().flatMap((match) => {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (!meta) return [];
    const icon = showIcon && meta.icon ? menuIcons[meta.icon] : null;
    return [{ key: match.id, icon, title: t(meta.title) }];
  });
  return (
    <nav
      className={styles.breadcrumb}
      style={{ maxWidth: BREADCRUMB_MAX_WIDTH }}
      aria-label={t('layout.breadcrumb')}
      data-testid="breadcrumb"
    >
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.key}>
            {index > 0 ? (
              <li className={styles.separator} aria-hidden="true">
                /
              </li>
            ) : null}
            <li className={styles.crumb}>
              {crumb.icon}
              {crumb.title}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
