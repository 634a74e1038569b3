import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@rules': fileURLToPath(new URL('./api/src/domain/rules.ts', import.meta.url)) } },
  test: {
    include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores here; PGlite instances are CPU-heavy.
    maxWorkers: 2,
  },
});
