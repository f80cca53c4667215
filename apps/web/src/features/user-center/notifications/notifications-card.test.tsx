import type {
  NotificationsContent,
  UpdateNotificationsBody,
} from '@console/contract/account-notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { NotificationsCard } from './notifications-card';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));
const playMessageSound = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/realtime/message-sound', () => ({ playMessageSound }));

const stored: NotificationsContent = {
  kinds: [
    { type: 1, bell: true, toast: true, sound: false },
    { type: 2, bell: true, toast: true, sound: false },
    { type: 3, bell: true, toast: false, sound: false },
  ],
};

/** GET answers `stored`; a PUT is recorded and answers the stored kinds with the change. */
function serve() {
  const writes: UpdateNotificationsBody[] = [];
  request.mockImplementation((options: { method?: string; body?: UpdateNotificationsBody }) => {
    if (options.method !== 'PUT') return Promise.resolve(ok<NotificationsContent>(stored));
    writes.push(options.body!);
    const changed = options.body!.kinds[0]!;
    return Promise.resolve(
      ok<NotificationsContent>({
        kinds: stored.kinds.map((kind) =>
          kind.type === changed.type ? { ...changed, type: kind.type } : kind,
        ),
      }),
    );
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  playMessageSound.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('/setting/account notifications', () => {
  it('shows each message type with its three switches as saved', async () => {
    serve();
    renderWithProviders(<NotificationsCard />);
    const table = screen.getByTestId('notifications-table');
    await waitFor(() => expect(table.textContent).toContain('Activity review'));
    expect(table.textContent).toContain('Merchant review');
    expect(table.textContent).toContain('Qualification review');
    const checked = (id: string) => screen.getByTestId(id).getAttribute('aria-checked');
    expect(checked('notification-1-toast')).toBe('true');
    expect(checked('notification-3-toast')).toBe('false');
    expect(checked('notification-2-sound')).toBe('false');
  });

  it('saves one switch of one type, keeping its other two, shows the saved value and plays the sound once', async () => {
    const writes = serve();
    renderWithProviders(<NotificationsCard />);
    const sound = await screen.findByTestId('notification-3-sound');
    await userEvent.setup().click(sound);
    await waitFor(() =>
      expect(writes).toEqual([{ kinds: [{ type: 3, bell: true, toast: false, sound: true }] }]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('notification-3-sound').getAttribute('aria-checked')).toBe('true'),
    );
    expect(playMessageSound).toHaveBeenCalledTimes(1); // turning the sound on plays it once
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    serve();
    request.mockRejectedValueOnce(new ApiError({ code: '9999', message: 'down' }));
    renderWithProviders(<NotificationsCard />);
    expect(await screen.findByText('Could not load the notification settings')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('notification-1-bell')).toBeTruthy();
  });
});
