import type { ChangeTarget } from '@console/contract/system-changes';
import { Checkbox, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback';
import type { PlainSelection } from '../../lib/table/plain-table';
import { useDeleteRecords } from './api/delete-records';
import { ConfirmDelete } from './confirm-delete';

/** The rows (or tree nodes) checked, and deleting one or many of them. */
export function useSelectionDelete(target: ChangeTarget) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const remove = useDeleteRecords(target);
  const deleteIds = async (ids: number[]) => {
    const { deleted } = await remove.mutateAsync(ids);
    toast.success(t('system.deleted', { count: deleted }));
    setSelected((current) => current.filter((id) => !ids.includes(id)));
  };
  return { selected, setSelected, deleteIds, isPending: remove.isPending };
}
type Selection = ReturnType<typeof useSelectionDelete>;

/** A table's check boxes; a row that cannot be deleted cannot be checked. */
export function rowSelectionOf<Row extends { id: number }>(
  selection: Selection,
  isBlocked: (row: Row) => boolean,
): PlainSelection<Row> {
  return {
    selectedKeys: selection.selected,
    onChange: (keys) => selection.setSelected(keys.map(Number)),
    Box: Checkbox,
    isDisabled: isBlocked,
  };
}

type ActionsProps = {
  selection: Selection;
  /** The confirmation, naming how many go. */
  question: string;
  testId: string;
  children: ReactNode;
};

/** A list's write buttons: "Delete selected (n)", asking first, then the page's own (new…). */
export function ListActions({ selection, question, testId, children }: ActionsProps) {
  const { t } = useTranslation();
  const count = selection.selected.length;
  return (
    <Flex gap={8} wrap>
      <ConfirmDelete
        title={question}
        label={t('system.deleteSelected', { count })}
        disabled={count === 0}
        pending={selection.isPending}
        onConfirm={() => selection.deleteIds(selection.selected)}
        testId={testId}
      />
      {children}
    </Flex>
  );
}
