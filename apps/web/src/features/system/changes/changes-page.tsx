import type { SystemChange } from '@console/contract/system-changes';
import type { MenuNode } from '@console/contract/system-menus';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../lib/card/plain-card';
import { formatDateTime } from '../../../lib/format-date';
import type { PlainColumn } from '../../../lib/table/plain-table';
import { roleLabel } from '../role-label';
import { menuLabel } from '../../../lib/menus/menu-label';
import { useChanges } from '../api/list-changes';
import { useMenuTree } from '../api/list-menus';
import { useRoleChoices } from '../api/list-roles';
import { SystemTable } from '../system-table';
import { useOffsetTable } from '../use-offset-table';
import { ChangeDiff } from './change-diff';
import { ChangeFilters, NO_CHANGE_FILTER, type ChangeFilter } from './change-filters';
import type { IdNames } from './diff-rows';

const ACTION_COLORS = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  menus: 'purple',
  move: 'cyan',
};

/** Every node of the tree, depth first. */
const nodesOf = (tree: MenuNode[]): MenuNode[] =>
  tree.flatMap((node) => [node, ...nodesOf(node.children)]);

/** Menus and roles by id, named in the language shown: a role's menus, a user's roles. */
function useIdNames(): IdNames {
  const { i18n } = useTranslation();
  const menus = useMenuTree();
  const roles = useRoleChoices();
  return useMemo(
    () => ({
      menu_list: new Map(
        nodesOf(menus.data?.tree ?? []).map((node) => [node.id, menuLabel(node, i18n.language)]),
      ),
      roleIds: new Map(
        (roles.data?.list ?? []).map((role) => [role.id, roleLabel(role, i18n.language)]),
      ),
    }),
    [menus.data, roles.data, i18n.language],
  );
}

/**
 * /system/change (docs/system.md "The change log"): every system write, newest first, each with
 * before → after.
 */
export function ChangesPage() {
  const { t } = useTranslation();
  const names = useIdNames();
  const [filter, setFilter] = useState<ChangeFilter>(NO_CHANGE_FILTER);
  const table = useOffsetTable<'at'>({ sortKey: 'at', sortType: 'desc' });
  const changes = useChanges({ ...filter, ...table.paging });
  const columns: PlainColumn<SystemChange>[] = [
    {
      title: t('system.change.at'),
      dataIndex: 'at',
      ...table.sortable('at'),
      render: (at: string) => formatDateTime(at),
    },
    {
      title: t('system.change.actor'),
      dataIndex: 'actorName',
      render: (name: string, change) =>
        change.actorId === null ? name : `${name} (#${change.actorId})`,
    },
    {
      title: t('system.change.target'),
      dataIndex: 'target',
      render: (target: SystemChange['target'], change) =>
        `${t(`system.change.target.${target}`)} #${change.targetId}`,
    },
    {
      title: t('system.change.action'),
      dataIndex: 'action',
      render: (action: SystemChange['action']) => (
        <Tag color={ACTION_COLORS[action]}>{t(`system.change.action.${action}`)}</Tag>
      ),
    },
  ];

  return (
    <PlainCard title={t('route.system.change')} data-testid="changes-page">
      <ChangeFilters
        onChange={(next) => {
          setFilter(next);
          table.restart();
        }}
      />
      <SystemTable<SystemChange>
        query={changes}
        paging={table}
        columns={columns}
        expandable={{
          render: (change) => <ChangeDiff change={change} names={names} />,
          label: (change, isOpen) =>
            t(isOpen ? 'system.change.hideDiff' : 'system.change.showDiff', { id: change.id }),
        }}
        emptyText={t('system.change.empty')}
        scroll={{ x: 700 }}
        rowProps={(change) => ({ 'data-testid': `change-${change.id}` })}
        testId="changes-table"
      />
    </PlainCard>
  );
}
