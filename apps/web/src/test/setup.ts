import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor / findBy wait for a condition; antd's first renders on a busy 2-core CI machine can
// take longer than the 1 s default, so the limit is generous (a passing wait ends at once).
configure({ asyncUtilTimeout: 5000 });

// antd reads matchMedia (responsive grid, Sider breakpoints); jsdom has none.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// antd measures some elements with ResizeObserver; jsdom has none.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
