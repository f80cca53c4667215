import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { router } from './router';

export function AppRoot() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
