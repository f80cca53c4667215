import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../menu-entries';

// The search box (antd AutoComplete, i.e. the whole Select) loads when it is opened: most visits
// never open it, and it weighs ~20 KB gzip on every console page (docs/web.md "Delivery").
const HeaderSearchBox = lazy(() =>
  import('./header-search-box').then((m) => ({ default: m.HeaderSearchBox })),
);

/** spec §1 search box with a cancel action: finds the pages the user may open, by title. */
export function HeaderSearch({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);

  if (!isOpen) {
    return (
      <Tooltip title={t('layout.search.open')}>
        <Button
          type="text"
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
          aria-label={t('layout.search.open')}
          data-testid="search-button"
        />
      </Tooltip>
    );
  }
  return (
    <Suspense fallback={null}>
      <HeaderSearchBox entries={entries} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
