import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * antd draws each tab's close button beside the tab, inside the tablist, where only tabs may
 * be (axe aria-required-children; docs/accessibility.md "Markup"). The button stays for the mouse;
 * keyboard and screen-reader users close the focused tab with Delete or Backspace (antd's tablist
 * handles them) or from the tab menu, so the button is taken out of the focus order and the
 * accessibility tree (docs/accessibility.md).
 */
export function withQuietCloseButton<P extends object>(node: ReactElement<P>): ReactElement<P> {
  const { children: nodeChildren } = node.props as { children?: ReactNode };
  const children = Children.map(nodeChildren, (child) =>
    isValidElement(child) && child.type === 'button'
      ? cloneElement(child as ReactElement<Record<string, unknown>>, {
          'aria-hidden': true,
          tabIndex: -1,
        })
      : child,
  );
  return cloneElement(node, undefined, children);
}

/**
 * The same for antd's overflow button ("more", drawn when the tabs do not fit), which antd
 * renders itself, out of reach of `renderTabBar`: every tab it lists is also in the tablist,
 * where the arrow keys reach it (antd scrolls the focused tab into view) and a screen reader
 * reads it. Called after each render of the bar; the button exists while the bar does.
 */
export function quietOverflowButton(bar: HTMLElement | null) {
  bar?.querySelectorAll<HTMLElement>('.ant-tabs-nav-more').forEach((button) => {
    button.setAttribute('aria-hidden', 'true');
    button.tabIndex = -1;
  });
}
