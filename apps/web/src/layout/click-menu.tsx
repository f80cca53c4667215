import type { DropdownProps } from 'antd';
import { cloneElement, useState, type ReactElement, type Ref } from 'react';
import { useLazyPopup } from '../lib/lazy-popup';

// antd's Dropdown file (not its index, which attaches Dropdown.Button and Space); its code and
// styles (~4 KB gzip) load at the first click, not with every console page. The menu inside is
// antd Menu, which the side menu loads anyway.
const loadDropdown = () => import('antd/es/dropdown/dropdown');

type Trigger = ReactElement<{ ref?: Ref<HTMLButtonElement>; onClick?: () => void }>;
type Props = Pick<DropdownProps, 'menu' | 'placement'> & { children: Trigger };

/** A menu opened by clicking `children` (a button): the merchant switcher, the user menu. */
export function ClickMenu({ menu, placement, children }: Props) {
  const [open, setOpen] = useState(false);
  const { Popup: Dropdown, triggerRef, loadPopup } = useLazyPopup(loadDropdown);
  if (!Dropdown) {
    return cloneElement(children, {
      ref: triggerRef,
      onClick: () => loadPopup(() => setOpen(true)),
    });
  }
  return (
    <Dropdown
      menu={menu}
      placement={placement}
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
    >
      {cloneElement(children, { ref: triggerRef })}
    </Dropdown>
  );
}
