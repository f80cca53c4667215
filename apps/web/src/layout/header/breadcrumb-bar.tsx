import { BREADCRUMB_MAX_WIDTH } from '@console/contract/constants';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../lib/routing/route-meta';
import { useLayoutSettings } from '../../lib/settings/layout-settings';
import { menuIcons } from '../menu-icons';
import styles from './header.module.css';

/** The route chain of the current page, with icons when showBreadcrumbIcon (spec §3, §9 560 px). */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const showIcon = useLayoutSettings((layout) => layout.showBreadcrumbIcon);
  const items = useMatches().flatMap((match) => {
    const meta = (match.handle as RouteHandle | undefined)?.meta;
    if (!meta) return [];
    const icon = showIcon && meta.icon ? menuIcons[meta.icon] : null;
    return [
      {
        key: match.id,
        title: (
          <span className={styles.crumb}>
            {icon}
            {t(meta.title)}
          </span>
        ),
      },
    ];
  });
  return (
    <Breadcrumb
      items={items}
      className={styles.breadcrumb}
      style={{ maxWidth: BREADCRUMB_MAX_WIDTH }}
      data-testid="breadcrumb"
    />
  );
}
