import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { MenuNode } from '@console/contract/system-menus';
import { Button, Descriptions, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../confirm-delete';
import { flattenMenus, isProtectedMenu } from '../menu-tree-data';
import type { MenuEdit } from './menu-modal';

type Props = {
  node: MenuNode | null;
  canWrite: boolean;
  onEdit: (edit: MenuEdit) => void;
  onDelete: (node: MenuNode) => Promise<unknown>;
};

/** The chosen node's fields, and for admins: edit, add a child, delete with its subtree. */
export function MenuDetail({ node, canWrite, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (!node) return <Empty description={t('system.menu.pick')} data-testid="menu-detail-empty" />;
  const below = flattenMenus([node]).length - 1;
  const none = '—';
  const place = node.header ? 'header' : 'sider';
  return (
    <div data-testid="menu-detail">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'title', label: t('system.menu.title'), children: node.title },
          { key: 'titleEn', label: t('system.menu.titleEn'), children: node.titleEn },
          { key: 'subtitle', label: t('system.menu.subtitle'), children: node.subtitle || none },
          {
            key: 'kind',
            label: t('system.menu.kind'),
            children: <Tag>{t(`system.menu.kind.${node.kind}`)}</Tag>,
          },
          { key: 'name', label: t('system.menu.name'), children: <code>{node.name}</code> },
          {
            key: 'path',
            label: t('system.menu.path'),
            children: node.path ?? t('system.menu.noPath'),
          },
          { key: 'icon', label: t('system.menu.icon'), children: node.icon ?? none },
          {
            key: 'place',
            label: t('system.menu.place'),
            children: t(`system.menu.place.${place}`),
          },
          {
            key: 'hidden',
            label: t('system.menu.hidden'),
            children: t(node.hidden ? 'system.yes' : 'system.no'),
          },
        ]}
      />
      {canWrite && (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <Button
            icon={<EditOutlined />}
            onClick={() => onEdit({ mode: 'edit', node })}
            data-testid="menu-edit"
          >
            {t('system.edit')}
          </Button>
          {node.kind === 'menu' && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => onEdit({ mode: 'create', place, parent: node })}
              data-testid="menu-add-child"
            >
              {t('system.menu.addChild')}
            </Button>
          )}
          <ConfirmDelete
            title={
              below > 0
                ? t('system.menu.deleteSubtree', { count: below })
                : t('system.menu.deleteOne')
            }
            blocked={isProtectedMenu(node) && t('system.menu.protected')}
            onConfirm={() => onDelete(node)}
            testId="menu-delete"
          />
        </Flex>
      )}
    </div>
  );
}
