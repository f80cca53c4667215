import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteNode } from '../lib/routing/route-meta';
import { useSessionStore } from '../lib/session/session-store';
import { indexRoute, toRouteObject } from './build-routes';

const page = (text: string) => () => Promise.resolve(() => <p>{text}</p>);
const list: RouteNode = {
  path: '/activity/list',
  meta: { title: 'route.activity.list' },
  load: page('activity list'),
};

afterEach(() => vi.restoreAllMocks());

// docs/web.md "Decisions": the redirect-only routes (/, /index, /activity) never render, but
// react-router warned "Matched leaf route … does not have an element" for each of them.
describe('redirect-only routes', () => {
  it.each(['/', '/index', '/activity'])('forward from %s without a router warning', async (at) => {
    useSessionStore.setState({ user: null, token: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        indexRoute('/', list, '/home'),
        indexRoute('/index', list, '/home'),
        toRouteObject({
          path: '/activity',
          meta: { title: 'route.activity' },
          redirect: list.path,
          children: [list],
        }),
      ],
      { initialEntries: [at] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('activity list')).toBeTruthy();
    const warned = warn.mock.calls.flat().join('\n');
    expect(warned).not.toMatch(/does not have an element/);
  });
});
