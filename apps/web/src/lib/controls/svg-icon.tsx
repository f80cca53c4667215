import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';
import styles from './controls.module.css';

// antd's icons drawn straight from their definitions (@ant-design/icons-svg): the same shapes
// as @ant-design/icons without its runtime (colour palettes, style injection), for the pages
// that load no antd (docs/web.md "Delivery").

const reactName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw(node: AbstractNode, key?: number): ReactElement {
  const attributes = Object.fromEntries(
    Object.entries(node.attrs).map(([name, value]) => [reactName(name), value]),
  );
  return createElement(node.tag, { key, ...attributes }, node.children?.map(draw));
}

/** A decorative icon (hidden from assistive technology: the text beside it says what it is). */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  return (
    <span className={className ? `${styles.icon} ${className}` : styles.icon} aria-hidden="true">
      {draw({
        ...node,
        attrs: { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor' },
      })}
    </span>
  );
}
