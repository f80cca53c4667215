import type {
  MemberContent,
  MerchantMember,
  MerchantMembersContent,
} from '@console/contract/merchants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { ok, shopContext } from '../../lib/testing/answers';
import type { PermissionKey } from '@console/contract/roles';
import type { SignOutMemberContent } from '@console/contract/member-sign-ins';
import type { TrailListContent } from '@console/contract/trail';
import { trailEntryOf } from '../../lib/testing/trail-fixtures';
import { Authorized } from '../../lib/authorized';
import { MembersPage } from './members-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

const owner: MerchantMember = {
  id: 1,
  userId: 10,
  nickname: 'Owner',
  mobile: '138****0001',
  role: 'owner',
  permissions: [],
  status: 'active',
};
const staff: MerchantMember = {
  id: 2,
  userId: 11,
  nickname: 'Staff',
  mobile: '138****0002',
  role: 'member',
  permissions: ['order:view'],
  status: 'active',
};

/** The signed-in user owns merchant 7 (or is a member with `keys`); every write is recorded. */
function serve(keys?: PermissionKey[]) {
  const writes: unknown[] = [];
  request.mockImplementation((options: { path: string; method?: string; body?: unknown }) => {
    if (options.path === '/merchant/context') {
      return Promise.resolve(keys ? shopContext('member', keys) : shopContext('owner', []));
    }
    if (options.path === '/trail') {
      return Promise.resolve(
        ok<TrailListContent>({
          entries: [
            trailEntryOf(9, {
              action: 'setPermissions',
              objectType: 'member',
              objectId: staff.id,
              before: { permissions: [] },
              after: { permissions: ['order:view'] },
            }),
          ],
          nextLastId: null,
        }),
      );
    }
    if (options.method === 'POST' && options.path.endsWith('/sign-out')) {
      writes.push({ path: options.path, body: options.body });
      return Promise.resolve(ok<SignOutMemberContent>({ ended: 2 }));
    }
    if (options.method === 'PUT') {
      writes.push({ path: options.path, body: options.body });
      return Promise.resolve(ok<MemberContent>({ member: staff }));
    }
    return Promise.resolve(ok<MerchantMembersContent>({ members: [owner, staff] }));
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('/account/sub (DESIGN §4 sub-accounts)', () => {
  it('lists the members; only a staff row has actions', async () => {
    serve();
    renderWithProviders(<MembersPage />);
    const table = screen.getByTestId('members-table');
    await waitFor(() => expect(table.textContent).toContain('Staff'));
    expect(within(table).getByTestId('member-10').textContent).toBe('Owner138****0001');
    expect(screen.queryByTestId('member-edit-10')).toBeNull();
    expect(screen.getByTestId('member-edit-11')).toBeTruthy();
  });

  it('edits the keys in a dialog loaded on the first click and saves them', async () => {
    const writes = serve();
    renderWithProviders(<MembersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('member-edit-11'));
    // The dialog's code loads now; a cold test run takes a moment.
    const activityView = await screen.findByTestId('permission-activity:view', undefined, {
      timeout: 15_000,
    });
    await user.click(activityView);
    await user.click(screen.getByTestId('permissions-save'));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          path: '/merchant/members/11',
          body: { permissions: ['activity:view', 'order:view'] },
        },
      ]),
    );
  });

  it('opens a member’s own history and links to what they did (docs/web.md "Trail page")', async () => {
    serve();
    renderWithProviders(<MembersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('member-history-11'));
    // The drawer's code loads now; a cold test run takes a moment.
    const entry = await screen.findByTestId('object-trail-entry-9', undefined, { timeout: 15_000 });
    expect(entry.textContent).toContain('Permissions changed');
    expect(entry.querySelector('ins')?.textContent).toBe('View orders');
    const asked = request.mock.calls
      .map((args) => args[0] as { path: string; query?: Record<string, unknown> })
      .find((call) => call.path === '/trail');
    // A member's entries are about the user (docs/account.md "Trail"), not the membership row.
    expect(asked?.query).toMatchObject({ objectType: 'member', objectId: staff.userId });
    expect(screen.getByTestId('member-history-actions').getAttribute('href')).toBe(
      '/account/trail?actorType=member&actorId=11',
    );
    // The owner's membership has a history too.
    expect(screen.getByTestId('member-history-10')).toBeTruthy();
  });

  it('offers no history to a member who manages members without trail:view', async () => {
    serve(['member:manage']);
    renderWithProviders(
      <>
        {/* Shows once the member's keys are known: the history is not just waiting for them. */}
        <Authorized permission="member:manage">
          <span data-testid="context-known" />
        </Authorized>
        <MembersPage />
      </>,
    );
    await screen.findByTestId('context-known');
    await screen.findByTestId('member-edit-11');
    expect(screen.queryByTestId('member-history-11')).toBeNull();
    expect(screen.queryByTestId('member-history-10')).toBeNull();
  });

  it('offers the owner a member’s sign-ins and signing them out everywhere, after confirming', async () => {
    const writes = serve();
    renderWithProviders(<MembersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('member-sign-out-11'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("Sign 'Staff' out on every device?");
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(writes).toEqual([{ path: '/merchant/members/11/sign-out', body: {} }]),
    );
    expect(
      await screen.findByText("'Staff' was signed out everywhere (2 sessions ended)"),
    ).toBeTruthy();
    // The owner's own sign-ins, but not signing themself out here.
    expect(screen.getByTestId('member-sign-ins-10')).toBeTruthy();
    expect(screen.queryByTestId('member-sign-out-10')).toBeNull();
  });

  it('offers neither to a member who manages members (the owner’s alone)', async () => {
    serve(['member:manage', 'trail:view']);
    renderWithProviders(<MembersPage />);
    await screen.findByTestId('member-history-11');
    expect(screen.queryByTestId('member-sign-ins-11')).toBeNull();
    expect(screen.queryByTestId('member-sign-out-11')).toBeNull();
  });
});
