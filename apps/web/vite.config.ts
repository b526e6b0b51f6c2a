import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

/** The API server that `npm run dev -w apps/server` starts. */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // @mantine/dates currently pulls a second @mantine/core copy; two copies would split the theme context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET },
      '/content': { target: API_TARGET },
      '/oidc': { target: API_TARGET },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bench's per-route JavaScript budget follows each page's imports.
    manifest: true,
    rolldownOptions: {
      output: {
        // Issue 13 Web budgets. Left alone, the bundler cuts the ~50 lazy pages' shared code into
        // ~100 chunks a page (one per set of pages sharing a module); each compresses on its own,
        // which costs a page 20-30 KB gzip. Two groups, no vendor chunk every route must load:
        codeSplitting: {
          groups: [
            // What the entry imports (React, the router, i18next, the brand): the sign-in route
            // needs all of it, so one chunk.
            { name: 'app', tags: ['$initial'], priority: 2 },
            // Mantine parts used by at least a quarter of the pages, in one chunk; rarer parts
            // (date pickers, steppers) stay with the pages that use them. The loading placeholders
            // (the shell's and most pages') travel with them rather than as a chunk of their own.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]|src[\\/]components[\\/](skeleton|loaders)\./,
              minShareCount: 14,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
