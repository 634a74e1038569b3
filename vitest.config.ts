import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

export default defineConfig({
  // The same transforms as the app, so component tests run the real Lingui and Relay code.
  plugins: [babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }), react()],
  test: {
    include: ['api/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    globalSetup: ['api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // 2 cores here; PGlite instances are CPU-heavy.
    maxWorkers: 2,
  },
});
