import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  resolve: {
    alias: {
      '@rules': here('./api/src/domain/rules.ts'),
      '@account-rules': here('./api/src/domain/account-rules.ts'),
      '@catalogue-rules': here('./api/src/domain/catalogue-rules.ts'),
      '@request-rules': here('./api/src/domain/request-rules.ts'),
      '@collection-rules': here('./api/src/domain/collection-rules.ts'),
      '@profile-rules': here('./api/src/domain/profile-rules.ts'),
    },
  },
  plugins: [
    babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }),
    react(),
  ],
  build: { target: 'es2022', outDir: here('./dist/web'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/images': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
    },
  },
});
