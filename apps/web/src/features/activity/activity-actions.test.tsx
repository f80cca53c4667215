import type { PermissionKey } from '@console/contract/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { t } from '../../lib/i18n/i18n';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ActivityActions } from './activity-actions';
import { isLicenceRequired } from './activity-action-rules';
import { signInToShop } from '../../lib/testing/session';
import { ok, shopContext } from '../../lib/testing/answers';
import { activityOf } from './activity-fixtures';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

/** The member holds these keys; activity calls answer with `answer`. */
function serve(
  permissions: PermissionKey[],
  answer: (path: string) => unknown = () => ok<null>(null),
) {
  request.mockImplementation(({ path }: { path: string }) =>
    path === '/merchant/context'
      ? Promise.resolve(shopContext('member', permissions))
      : Promise.resolve().then(() => answer(path)),
  );
}

const shownActions = () =>
  screen
    .queryAllByTestId(/^activity-action-/)
    .map((button) => button.dataset.testid?.replace('activity-action-', ''));

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('activity actions by status (docs/activities.md "Statuses")', () => {
  it.each([
    ['draft', ['edit', 'submit', 'copy', 'delete']],
    ['pending', ['copy']],
    ['approved', ['edit', 'offline', 'copy']],
    ['rejected', ['edit', 'submit', 'copy']],
    ['offline', ['copy']],
  ] as const)('offers a %s activity: %j', async (status, expected) => {
    serve(['activity:view', 'activity:edit']);
    renderWithProviders(<ActivityActions activity={activityOf({ status })} />);
    await waitFor(() => expect(shownActions()).toEqual(expected));
  });

  it('offers nothing to a member who may only view activities', async () => {
    serve(['activity:view']);
    renderWithProviders(<ActivityActions activity={activityOf({ status: 'draft' })} />);
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(shownActions()).toEqual([]);
  });
});

// antd's dialogs animate in jsdom: slow on a loaded machine.
describe('running an action', { timeout: 20_000 }, () => {
  it('deletes a draft only after the destructive confirmation', async () => {
    serve(['activity:edit']);
    const onDeleted = vi.fn();
    renderWithProviders(
      <ActivityActions activity={activityOf({ status: 'draft' })} onDeleted={onDeleted} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('activity-action-delete'));
    // antd's confirm names the dialog by its title too: the text shows more than once.
    expect(await screen.findAllByText('Delete the draft "Morning run"?')).not.toHaveLength(0);
    expect(request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'DELETE' }));
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'DELETE', path: '/activities/5' }),
    );
  });

  it('submits with the version read and says so when it changed meanwhile (1004)', async () => {
    serve(['activity:edit'], () => {
      throw new ApiError({ code: '1004', message: 'stale' });
    });
    renderWithProviders(<ActivityActions activity={activityOf({ status: 'rejected' })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('activity-action-submit'));
    await user.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText(t('activityList.changedMeanwhile'))).toBeTruthy();
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/activities/5/submit', body: { version: 3 } }),
    );
  });

  it('offers the licence page when a paid activity needs a signing licence', async () => {
    const message = t('activity.licenceRequired');
    serve(['activity:edit'], () => {
      throw new ApiError({ code: '1001', message, fields: { priceCents: message } });
    });
    renderWithProviders(<ActivityActions activity={activityOf({ status: 'draft' })} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('activity-action-submit'));
    await user.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findAllByText('Signing licence required')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Submit licence' })).toBeTruthy();
  });
});

describe('isLicenceRequired', () => {
  it('tells the licence rule from other refusals', () => {
    initTestI18n('zh-CN');
    const licence = t('activity.licenceRequired');
    expect(isLicenceRequired(new ApiError({ code: '1001', message: licence }))).toBe(true);
    expect(
      isLicenceRequired(new ApiError({ code: '1001', message: t('activity.incomplete') })),
    ).toBe(false);
    expect(isLicenceRequired(new Error(licence))).toBe(false);
  });
});
