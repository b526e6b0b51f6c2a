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
  },
});
