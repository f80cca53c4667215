import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../menu-entries';
import { menuIcons } from '../menu-icons';
import styles from './header.module.css';
import { searchPages } from './search-pages';

/** spec §1 search box with a cancel action: finds the pages the user may open, by title. */
export function HeaderSearch({ entries }: { entries: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const close = () => {
    setOpen(false);
    setQuery('');
  };

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

  const hits = searchPages(entries, query, (key) => t(key));
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
