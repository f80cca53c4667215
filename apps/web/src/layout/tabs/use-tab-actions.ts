import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { routePaths } from '../../lib/routing/route-paths';
import { confirmDialog } from '../../lib/feedback';
import { forgetDirty, isPageDirty } from '../../lib/tabs/dirty-guard';
import { readOpenedTabs, saveTabs } from '../../lib/tabs/opened-tabs';
import { reloadPage } from '../../lib/tabs/page-reload';
import { closeTabs, moveTab, type CloseScope } from '../../lib/tabs/tabs-model';

/** What the tab bar, its menus and the context menu do (spec §2), with the unsaved-input ask. */
export function useTabActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentPath = `${pathname}${search}`;

  /** Asks before input that was never saved is thrown away; true when it may go. */
  const mayDiscard = async (paths: readonly string[]) => {
    if (!paths.some(isPageDirty)) return true;
    return confirmDialog({
      title: t('tabs.unsaved.title'),
      content: t('tabs.unsaved.content'),
      okText: t('tabs.unsaved.discard'),
      cancelText: t('common.cancel'),
      danger: true,
    });
  };

  const plan = (scope: CloseScope, key?: string) =>
    closeTabs(readOpenedTabs(), { scope, key, currentPath, indexPath: routePaths.index });

  /** spec §2: close one tab, or those left/right of it, the others, or all. */
  const close = async (scope: CloseScope, key?: string) => {
    const first = plan(scope, key);
    if (first.closed.length === 0 && first.next === null) return;
    if (!(await mayDiscard(first.closed.map((tab) => tab.fullPath)))) return;
    const move = plan(scope, key);
    for (const tab of move.closed) forgetDirty(tab.fullPath);
    saveTabs(move.items);
    if (move.next !== null && move.next !== currentPath) void navigate(move.next);
  };

  /** The current page mounts afresh; the other kept pages stay as they are (spec §4). */
  const reload = async (fullPath = currentPath) => {
    if (!(await mayDiscard([fullPath]))) return;
    forgetDirty(fullPath);
    reloadPage(fullPath);
  };

  /** spec §2 drag to reorder: the dragged tab takes the place of the one it was dropped on. */
  const reorder = (fromKey: string, toKey: string) => {
    const items = readOpenedTabs();
    const from = items.findIndex((tab) => tab.key === fromKey);
    const to = items.findIndex((tab) => tab.key === toKey);
    if (from >= 0 && to >= 0 && from !== to) saveTabs(moveTab(items, from, to));
  };

  /** Whether a close would close anything (disables empty menu entries). */
  const canClose = (scope: CloseScope, key?: string) => plan(scope, key).closed.length > 0;

  return { currentPath, close, reload, reorder, canClose };
}

export type TabActions = ReturnType<typeof useTabActions>;
