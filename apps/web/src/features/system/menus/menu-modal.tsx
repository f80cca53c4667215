import {
  MENU_ICONS,
  MENU_KINDS,
  MENU_NAME_PATTERN,
  MENU_PATHS,
  type MenuCreateBody,
  type MenuNode,
} from '@console/contract/system-menus';
import { Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms/apply-field-errors';
import { useCreateMenu, type MenuPlace } from '../api/create-menu';
import { useUpdateMenu } from '../api/update-menu';
import { useMenuTree } from '../api/list-menus';
import { useMenuTitle } from '../menu-tree-data';
import { menuUpdateBodyOf } from '@console/contract/system-menus';
import { placeOf } from './menu-place';

type Values = Required<Omit<MenuCreateBody, 'parentId' | 'merchants_id'>>;
const FIELDS = ['kind', 'title', 'titleEn', 'subtitle', 'path', 'name', 'icon', 'hidden'] as const;
const NEW_NODE: Values = {
  kind: 'menu',
  title: '',
  titleEn: '',
  subtitle: '',
  path: null,
  name: '',
  icon: null,
  hidden: false,
};

/** What the dialog does: edit a node, or add one to the header or the sider under a parent. */
export type MenuEdit =
  { mode: 'edit'; node: MenuNode } | { mode: 'create'; place: MenuPlace; parent: MenuNode | null };

/** A node's fields: titles in both languages, subtitle, path, key, icon, hidden, kind. */
export function MenuModal({ edit, onClose }: { edit: MenuEdit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const tree = useMenuTree().data?.tree ?? [];
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const kind = Form.useWatch('kind', form);
  const titleOf = useMenuTitle();

  useEffect(() => {
    if (!edit) return;
    form.resetFields();
    form.setFieldsValue(edit.mode === 'edit' ? { ...NEW_NODE, ...edit.node } : NEW_NODE);
  }, [edit, form]);

  const submit = async (entered: Values) => {
    if (!edit) return;
    // An action key has no path, icon or hidden flag (those fields are not shown for it).
    const isAction = entered.kind === 'action';
    const values: Values = {
      ...entered,
      path: isAction ? null : (entered.path ?? null),
      icon: isAction ? null : (entered.icon ?? null),
      hidden: isAction ? false : Boolean(entered.hidden),
    };
    try {
      if (edit.mode === 'edit') {
        await update.mutateAsync({
          ...menuUpdateBodyOf(edit.node, placeOf(tree, edit.node)),
          ...values,
        });
      } else {
        await create.mutateAsync({
          place: edit.place,
          body: { parentId: edit.parent?.id ?? null, ...values },
        });
      }
      toast.success(t('system.saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, FIELDS);
    }
  };

  const title =
    edit?.mode === 'edit'
      ? t('system.menu.edit')
      : t(edit?.place === 'header' ? 'system.menu.newHeader' : 'system.menu.newSider');
  const required = (key: 'titleRequired' | 'nameRequired') => ({
    required: true,
    message: t(`system.menu.${key}`),
  });
  return (
    <Modal
      open={edit !== null}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      okButtonProps={{ loading: create.isPending || update.isPending, 'data-testid': 'menu-save' }}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        {edit?.mode === 'create' && (
          <Form.Item label={t('system.menu.parent')}>
            <span data-testid="menu-parent">
              {edit.parent ? titleOf(edit.parent) : t('system.menu.topLevel')}
            </span>
          </Form.Item>
        )}
        <Form.Item name="kind" label={t('system.menu.kind')}>
          <Radio.Group
            options={MENU_KINDS.map((value) => ({ value, label: t(`system.menu.kind.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('system.menu.title')} rules={[required('titleRequired')]}>
          <Input maxLength={40} data-testid="menu-title" />
        </Form.Item>
        <Form.Item
          name="titleEn"
          label={t('system.menu.titleEn')}
          rules={[required('titleRequired')]}
        >
          <Input maxLength={60} data-testid="menu-title-en" />
        </Form.Item>
        <Form.Item name="subtitle" label={t('system.menu.subtitle')}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('system.menu.name')}
          extra={t(kind === 'action' ? 'system.menu.nameActionHint' : 'system.menu.nameHint')}
          rules={[
            required('nameRequired'),
            { pattern: MENU_NAME_PATTERN, message: t('system.menu.nameFormat') },
          ]}
        >
          <Input maxLength={60} data-testid="menu-name" />
        </Form.Item>
        {kind !== 'action' && (
          <>
            <Form.Item name="path" label={t('system.menu.path')} extra={t('system.menu.pathHint')}>
              <Select
                allowClear
                placeholder={t('system.menu.noPath')}
                options={MENU_PATHS.map((path) => ({ value: path, label: path }))}
              />
            </Form.Item>
            <Form.Item name="icon" label={t('system.menu.icon')}>
              <Select
                allowClear
                placeholder={t('system.menu.noIcon')}
                options={MENU_ICONS.map((icon) => ({ value: icon, label: icon }))}
              />
            </Form.Item>
            <Form.Item name="hidden" label={t('system.menu.hidden')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
