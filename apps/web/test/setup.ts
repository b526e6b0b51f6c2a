import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy* waits for state, never for time: the ceiling only matters on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
});

// Test files share their worker's window (isolate: false in vitest.config.ts): each test starts from
// an empty browser state, whatever the file before it stored.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookies can only be expired this way.
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
  }
  document.documentElement.lang = '';
  window.history.replaceState(null, '', '/');
});

// Browser APIs jsdom lacks and Mantine or the shell call.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.HTMLElement.prototype.scrollIntoView = vi.fn();
