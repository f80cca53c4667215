import type { PlatformRole } from '@console/contract/roles';
import type { ComponentType } from 'react';
import type { PermissionRequirement } from '../access';
import type { TranslationKey } from '../i18n/resources';
import type { PageData } from './page-data';

/** spec §3 "Opened tab" meta, plus what the guard and the menu read. */
export type RouteMeta = {
  /** i18n key of the page title (spec §2 titles). */
  title: TranslationKey;
  /** Needs a signed-in user (spec §2 "auth"). */
  auth?: boolean;
  /** spec §6: the user's access must share one of these roles. */
  roles?: readonly PlatformRole[];
  /**
   * DESIGN §4: the merchant permission key the page needs in the current merchant (any one of
   * a list). The owner holds all; without it the menu leaves the page out and the guard -> 403.
   */
  permission?: PermissionRequirement;
  /** Signed-in users are sent on (the login page). */
  guestOnly?: boolean;
  /** spec §6: not shown in the menu. */
  hidden?: boolean;
  /** The page's tab can be closed (default true). */
  closable?: boolean;
  /** The page opens as a tab and is kept in the persisted tab list (default true). */
  cache?: boolean;
  /** The page keeps its state while hidden, up to KEEP_ALIVE_MAX pages (default true). */
  keepAlive?: boolean;
  /**
   * The path of the menu node that governs the page, when not its own (a detail page
   * is governed by its list). A governed path the user's roles do not hold answers 403.
   */
  menu?: string;
  /** Menu icon name, resolved by the layout. */
  icon?: string;
};

export type RouteNode = {
  /** Absolute path. */
  path: string;
  /** Route name (spec §2: login, home). */
  name?: string;
  meta: RouteMeta;
  /** Where the bare path forwards to. */
  redirect?: string;
  load?: () => Promise<ComponentType>;
  /** The page's first data, asked while its code loads (docs/web.md "Ready at once", Page data). */
  data?: () => Promise<PageData>;
  children?: RouteNode[];
};

/** What react-router's `handle` holds for each route. */
export type RouteHandle = { meta: RouteMeta; name?: string };
