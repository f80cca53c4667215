import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { initTestI18n } from '../../lib/testing/i18n';
import { useLogStore } from '../../lib/log-store';
import { PageError } from './page-error';

function Crashing(): never {
  throw new Error('page exploded');
}

const shell = () => (
  <div>
    <nav>
      shell <Link to="/fine">fine</Link>
    </nav>
    <Outlet />
  </div>
);

beforeEach(() => {
  initTestI18n('en-US');
  useLogStore.getState().clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('page error boundary (docs/web.md "Routes")', () => {
  it('shows the 500 page inside the layout, logs the error, and recovers on navigation', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: shell,
          children: [
            { path: '/broken', Component: Crashing, ErrorBoundary: PageError },
            { path: '/fine', Component: () => <p>fine page</p>, ErrorBoundary: PageError },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(
      <App>
        <RouterProvider router={router} />
      </App>,
    );
    expect(await screen.findByText('Sorry, the server is reporting an error.')).toBeTruthy();
    expect(screen.getByText('shell')).toBeTruthy();
    expect(useLogStore.getState().entries.map((entry) => entry.message)).toEqual(['page exploded']);
    await act(() => router.navigate('/fine'));
    expect(await screen.findByText('fine page')).toBeTruthy();
    expect(screen.queryByTestId('page-error')).toBeNull();
  });
});
