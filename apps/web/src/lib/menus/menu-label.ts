import type { MenuNode } from '@console/contract/system-menus';

/**
 * The node's title in the language shown (spec §3 title is zh-CN; titleEn the en-US one,
 * docs/system.md "Menus").
 */
export const menuLabel = (node: Pick<MenuNode, 'title' | 'titleEn'>, language: string) =>
  language.startsWith('zh') ? node.title : node.titleEn;
