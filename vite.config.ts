import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { precompress } from './scripts/build/precompress.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [
    babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }),
    react(),
    precompress(),
  ],
  build: { target: 'es2022', outDir: here('./dist/web'), emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/images': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/dev-talk/feed.xml': 'http://localhost:3000',
    },
  },
});
