import { NO_PERMISSION_MESSAGE_MS } from '@console/contract/constants';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthAction } from './auth-action';
import { Authorized } from './authorized';
import { setMessageApi } from './feedback';
import { shopContext } from './testing/answers';
import { initTestI18n } from './testing/i18n';
import { renderWithProviders } from './testing/render-with-providers';
import { signInToShop } from './testing/session';

const request = vi.hoisted(() => vi.fn());
vi.mock('./http/client', () => ({ request }));

beforeEach(() => {
  initTestI18n('en-US');
  signInToShop();
});

describe('<Authorized> (spec §6 element-level check)', () => {
  it('removes the content for a user lacking the permission, and shows it to one holding it', async () => {
    request.mockResolvedValue(shopContext('member', ['order:view']));
    renderWithProviders(
      <>
        <Authorized permission="order:view">
          <span>orders</span>
        </Authorized>
        <Authorized permission="member:manage">
          <span>members</span>
        </Authorized>
        <Authorized roles={['admin']}>
          <span>admin</span>
        </Authorized>
      </>,
    );
    expect(await screen.findByText('orders')).toBeTruthy();
    expect(screen.queryByText('members')).toBeNull();
    expect(screen.queryByText('admin')).toBeNull();
  });
});

describe('<AuthAction> (spec §6 auth wrapper)', () => {
  it('runs the action for a user holding the permission', async () => {
    request.mockResolvedValue(shopContext('member', ['member:manage']));
    const onClick = vi.fn();
    renderWithProviders(
      <AuthAction permission="member:manage">
        <button onClick={onClick}>invite</button>
      </AuthAction>,
    );
    // Denied until the merchant context has arrived; the first click after it runs the action.
    await vi.waitFor(() => {
      fireEvent.click(screen.getByText('invite'));
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });

  it('shows the no-permission message for 3 s instead of running the action', async () => {
    request.mockResolvedValue(shopContext('member', []));
    const open = vi.fn();
    const onClick = vi.fn();
    renderWithProviders(
      <AuthAction permission="member:manage">
        <button onClick={onClick}>invite</button>
      </AuthAction>,
    );
    setMessageApi({ open } as unknown as Parameters<typeof setMessageApi>[0]);
    fireEvent.click(screen.getByText('invite'));
    expect(onClick).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'warning',
        content: 'You do not have permission to perform this operation',
        duration: NO_PERMISSION_MESSAGE_MS / 1000,
      }),
    );
  });
});
