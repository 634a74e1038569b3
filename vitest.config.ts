import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  resolve: {
    alias: {
      '@rules': fileURLToPath(new URL('./api/src/domain/rules.ts', import.meta.url)),
      '@account-rules': fileURLToPath(new URL('./api/src/domain/account-rules.ts', import.meta.url)),
      '@catalogue-rules': fileURLToPath(new URL('./api/src/domain/catalogue-rules.ts', import.meta.url)),
      '@request-rules': fileURLToPath(new URL('./api/src/domain/request-rules.ts', import.meta.url)),
      '@collection-rules': fileURLToPath(new URL('./api/src/domain/collection-rules.ts', import.meta.url)),
      '@profile-rules': fileURLToPath(new URL('./api/src/domain/profile-rules.ts', import.meta.url)),
    },
  },
  // The same transforms as the app, so component tests run the real Lingui and Relay code.
  plugins: [babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }), react()],
  test: {
    include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores here; PGlite instances are CPU-heavy.
    maxWorkers: 2,
  },
});
