import { and, eq } from 'drizzle-orm';
import { apiCodes } from '@console/contract/api-codes';
import {
  DEFAULT_LAYOUT_SETTINGS,
  layoutSettings,
  openedTabs,
  type OpenedTabs,
  type UserSettingsChange,
  type UserSettingsContent,
} from '@console/contract/user-settings';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

const NO_TABS: OpenedTabs = { merchantId: null, items: [] };

type Stored = {
  version: number;
  locale: UserSettingsContent['locale'];
  layout: object;
  tabs: unknown;
};

/**
 * The stored layout holds only what the user changed, so a new default reaches everyone who
 * never touched that setting. Stored values are checked again: a key dropped from the contract
 * or a value it no longer allows falls back to the default instead of breaking the answer.
 */
function settingsOf(stored: Stored | undefined): UserSettingsContent {
  if (!stored) return { version: 0, locale: null, layout: DEFAULT_LAYOUT_SETTINGS, tabs: NO_TABS };
  const layout: Record<string, unknown> = { ...DEFAULT_LAYOUT_SETTINGS };
  for (const [key, value] of Object.entries(stored.layout)) {
    if (Object.hasOwn(layout, key)) layout[key] = value;
  }
  const checkedLayout = layoutSettings.safeParse(layout);
  const checkedTabs = openedTabs.safeParse(stored.tabs);
  return {
    version: stored.version,
    locale: stored.locale,
    layout: checkedLayout.success ? checkedLayout.data : DEFAULT_LAYOUT_SETTINGS,
    tabs: checkedTabs.success ? checkedTabs.data : NO_TABS,
  };
}

async function findStored(db: Db, userId: number): Promise<Stored | undefined> {
  const [row] = await db
    .select({
      version: userSettings.version,
      locale: userSettings.locale,
      layout: userSettings.layout,
      tabs: userSettings.tabs,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row;
}

/** GET /api/userSettings: the defaults (version 0) until the user saves something. */
export async function readUserSettings(db: Db, userId: number): Promise<UserSettingsContent> {
  return settingsOf(await findStored(db, userId));
}

const conflict = () => new AppError(apiCodes.conflict, 'error.conflict');

/**
 * PUT /api/userSettings: layout is merged key by key, locale and tabs are replaced. The write
 * is conditional on the version the caller read (optimistic locking, DESIGN §3), so of two
 * browsers saving from the same version exactly one wins and the other gets 1004.
 */
export async function updateUserSettings(
  db: Db,
  input: { userId: number; change: UserSettingsChange; now: Date },
): Promise<UserSettingsContent> {
  const { userId, change, now } = input;
  const stored = await findStored(db, userId);
  if (change.version !== (stored?.version ?? 0)) throw conflict();
  const next = {
    version: change.version + 1,
    locale: change.locale !== undefined ? change.locale : (stored?.locale ?? null),
    layout: { ...stored?.layout, ...change.layout },
    tabs: change.tabs ?? stored?.tabs ?? NO_TABS,
    updatedAt: now,
  };
  const written = stored
    ? await db
        .update(userSettings)
        .set(next)
        .where(and(eq(userSettings.userId, userId), eq(userSettings.version, change.version)))
        .returning({ version: userSettings.version })
    : await db
        .insert(userSettings)
        .values({ userId, ...next })
        .onConflictDoNothing({ target: userSettings.userId })
        .returning({ version: userSettings.version });
  if (written.length === 0) throw conflict();
  return settingsOf(next);
}
