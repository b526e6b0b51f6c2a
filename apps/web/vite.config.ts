import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server that `npm run dev -w apps/server` starts. */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: in their own chunks they stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'mantine', priority: 20, test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'vendor', priority: 10, test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
