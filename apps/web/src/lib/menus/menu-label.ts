import type { MenuNode } from '@console/contract/system-menus';

/** The node's title in the language shown (spec §3 title is zh-CN; issue 17 adds en-US). */
export const menuLabel = (node: Pick<MenuNode, 'title' | 'titleEn'>, language: string) =>
  language.startsWith('zh') ? node.title : node.titleEn;
