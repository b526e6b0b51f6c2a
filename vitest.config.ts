import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // PGlite instances are heavy; two workers fit this 2-core machine.
    maxWorkers: 2,
  },
});
