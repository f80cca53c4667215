import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FeedbackModule from './feedback';

// lib/feedback keeps its state in the module (one holder for the whole app): each test loads a
// fresh copy, as a page load would.
type Feedback = typeof FeedbackModule;
let feedback: Feedback;

beforeEach(async () => {
  vi.resetModules();
  feedback = await import('./feedback');
});

function fakeMessageApi() {
  const open = vi.fn();
  feedback.setMessageApi({ open } as unknown as Parameters<Feedback['setMessageApi']>[0]);
  return open;
}

describe('without a host (a unit test that mounts no holder)', () => {
  it('writes a toast to the console and answers a confirmation yes, as nobody can be asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    feedback.toast.error('user name or password wrong');
    expect(warn).toHaveBeenCalledWith('[error] user name or password wrong');
    expect(feedback.feedbackRequest.holder()).toBe(false);
    await expect(feedback.confirmDialog({ title: 'Sure?' })).resolves.toBe(true);
    warn.mockRestore();
  });
});

describe('in the app (main.tsx expects a host)', () => {
  beforeEach(() => feedback.expectFeedbackHost());

  it('keeps a toast raised before the holder is up, and shows it once when it is', () => {
    feedback.toast.error('user name or password wrong');
    feedback.toast.error('user name or password wrong');
    feedback.toast.success('Signed in', 1500);
    expect(feedback.feedbackRequest.holder()).toBe(true);

    const open = fakeMessageApi();
    expect(open.mock.calls.map(([config]) => config)).toEqual([
      {
        type: 'error',
        content: 'user name or password wrong',
        key: 'error:user name or password wrong',
      },
      { type: 'success', content: 'Signed in', key: 'success:Signed in', duration: 1.5 },
    ]);

    // Shown once: a holder mounted again has nothing left to show.
    feedback.setMessageApi(null);
    expect(fakeMessageApi()).not.toHaveBeenCalled();
  });

  it('shows a toast at once while the holder is up, keyed by its text', () => {
    const open = fakeMessageApi();
    feedback.toast.warning('Please register a merchant first');
    expect(open).toHaveBeenCalledWith({
      type: 'warning',
      content: 'Please register a merchant first',
      key: 'warning:Please register a merchant first',
    });
  });

  it('never skips a confirmation: it waits for the dialog holder and the answer', async () => {
    const answer = feedback.confirmDialog({ title: 'Log out?' });
    expect(feedback.feedbackRequest.modal()).toBe(true);
    let confirmed: boolean | undefined;
    void answer.then((value) => (confirmed = value));
    await Promise.resolve();
    expect(confirmed).toBeUndefined();

    const confirm = vi.fn((config: { title: string; onCancel: () => void }) => config.onCancel());
    feedback.setModalApi({ confirm } as unknown as Parameters<Feedback['setModalApi']>[0]);
    await expect(answer).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Log out?' }));
  });

  it('loads the real holder through <FeedbackHost> on the first toast, and shows the toast', async () => {
    const { FeedbackHost } = await import('./feedback-host');
    const { initTestI18n } = await import('./testing/i18n');
    initTestI18n('en-US');
    render(<FeedbackHost />);
    expect(document.querySelector('.ant-message')).toBeNull();

    act(() => feedback.toast.error('user name or password wrong'));
    act(() => feedback.toast.error('user name or password wrong'));
    // antd's first load in jsdom takes seconds on a busy machine.
    const shown = await screen.findByText('user name or password wrong', {}, { timeout: 15_000 });
    expect(shown).toBeTruthy();
    expect(screen.getAllByText('user name or password wrong')).toHaveLength(1);
  });
});
