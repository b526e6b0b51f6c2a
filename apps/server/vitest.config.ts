import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Migrated and seeded databases each test file copies (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Files share a worker's module graph instead of importing the server anew (two fifths of the
    // run's time): every test builds its own app and database, and state lives on those instances.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
