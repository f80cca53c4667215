import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { useLogStore } from '../../lib/log-store';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { useSessionStore } from '../../lib/session/session-store';
import { LogIndicator } from './log-indicator';

function renderAt() {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/order" element={<LogIndicator />} />
      <Route path="/log" element={<p>log page</p>} />
    </Routes>,
    { path: '/shop/order' },
  );
}

initTestI18n('en-US');
// The merchant context the abilities read stays loading: only the platform roles matter here.
beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
afterEach(() => {
  vi.unstubAllGlobals();
  useLogStore.setState({ entries: [] });
});

describe('LogIndicator', () => {
  it('opens /log for an operator', () => {
    signInToShop();
    const { user } = useSessionStore.getState();
    useSessionStore.setState({ user: { ...user!, access: ['op'] } });
    renderAt();
    fireEvent.click(screen.getByTestId('log-indicator'));
    expect(screen.getByText('log page')).toBeTruthy();
  });

  it('only tells a merchant user the count: /log is not theirs (it would answer 403)', () => {
    signInToShop();
    useLogStore.getState().push('Request failed', 'error');
    renderAt();
    const indicator = screen.getByTestId('log-indicator');
    expect(indicator.getAttribute('data-errors')).toBe('1');
    fireEvent.click(indicator);
    expect(screen.queryByText('log page')).toBeNull();
    expect(screen.getByTestId('log-indicator')).toBeTruthy();
  });
});
