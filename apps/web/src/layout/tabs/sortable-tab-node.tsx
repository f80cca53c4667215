import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cloneElement, type CSSProperties, type ReactElement } from 'react';

type NodeProps = { 'data-node-key': string; style?: CSSProperties };

/** One antd tab node made draggable (spec §2: tabs can be dragged to reorder). */
export function SortableTabNode({ node }: { node: ReactElement<NodeProps> }) {
  const id = node.props['data-node-key'];
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    ...node.props.style,
    // Along the bar only.
    transform: CSS.Translate.toString(transform && { ...transform, y: 0 }),
    transition,
    cursor: 'move',
    zIndex: isDragging ? 1 : undefined,
  };
  // Pointer listeners only: dnd-kit's `attributes` (role="button", tabIndex, aria-*) would turn
  // antd's tab wrapper into a button holding the tab and its close button, inside a tablist
  // (one control inside another; docs/accessibility.md "Markup"). Drag is by pointer; the keyboard
  // moves between tabs with the arrow keys as antd's tablist does, and the tab menu closes them.
  const props = { ref: setNodeRef, style, ...listeners };
  return cloneElement(node as ReactElement<Partial<typeof props>>, props);
}
