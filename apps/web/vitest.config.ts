import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Files share their worker's module graph and window (55 s instead of 133 s here); test/setup.ts
    // empties storage, cookies and the URL before every test.
    isolate: false,
    // Lazy pages, the real content files and Mantine render slowly when both cores are busy.
    testTimeout: 30_000,
  },
});
