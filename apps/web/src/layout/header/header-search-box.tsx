import { AutoComplete, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../menu-entries';
import { menuIcons } from '../menu-icons';
import styles from './header.module.css';
import { searchPages } from './search-pages';

/** The open search box of `header-search.tsx`: a page picked or the box cancelled closes it. */
export function HeaderSearchBox({
  entries,
  onClose,
}: {
  entries: readonly MenuEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  // Closing unmounts the box, and the query with it.
  const close = onClose;

  const hits = searchPages(entries, query);
  return (
    <div className={styles.search}>
      <AutoComplete
        autoFocus
        defaultOpen
        value={query}
        onChange={setQuery}
        onSelect={(path: string) => {
          close();
          void navigate(path);
        }}
        options={hits.map((hit) => ({
          value: hit.path,
          label: (
            <span className={styles.searchHit} data-testid={`search-option-${hit.path}`}>
              {hit.icon ? menuIcons[hit.icon] : null}
              {hit.title}
            </span>
          ),
        }))}
        notFoundContent={t('layout.search.empty')}
        placeholder={t('layout.search.placeholder')}
        className={styles.searchInput}
        popupMatchSelectWidth={240}
        data-testid="search-input"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <Button type="link" size="small" onClick={close} data-testid="search-cancel">
        {t('layout.search.cancel')}
      </Button>
    </div>
  );
}
