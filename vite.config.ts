import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { precompress } from './scripts/build/precompress.ts';
import { sourceMessages } from './scripts/build/source-messages.ts';
import { routePreloadsPlugin } from './scripts/build/route-preloads.ts';
import { graphiqlExplorer } from './scripts/build/graphiql.ts';
import { japaneseFont } from './scripts/build/japanese-font.ts';
import { offlineApp } from './scripts/build/offline-app.ts';
import { catalogueUrl } from './scripts/build/catalogue-url.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Fewer, larger chunks. Left to itself the bundler split every module the shell shares with a lazy
 * screen into a chunk of its own: 23 module scripts before any screen, 5–22 more per screen, many
 * under 1 KB. On a phone each is a request of its own (a round trip on slow 4G), and Lighthouse's
 * simulation counts every one that arrived before the page painted as holding the paint back.
 * Everything a first visit runs on every page is now one framework chunk (React, React DOM, React
 * Router, Relay, Lingui) and one app chunk, beside the entry (main.tsx, kept as index.html's own
 * script) and the bundler's runtime: 4 scripts. Screens are split as before: merging the small
 * modules they share made the light pages (/requests, /dev-talk) download zod and the forms' code.
 */
const CHUNK_GROUPS = {
  groups: [
    { name: 'framework', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 3 },
    {
      name: 'shell',
      test: (id: string) => !/main\.tsx$|index\.html/.test(id),
      tags: ['$initial' as const],
      priority: 2,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [
    babel({
      // Messages keep their English text, compiled at build time: English needs no catalogue.
      plugins: ['relay', ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], sourceMessages],
    }),
    // JSX, and React Fast Refresh in development (`vite`): an edited component keeps its state.
    react(),
    // The rest is for the browser's build only: the server's (`--ssr`) is one module for Node.
    ...(isSsrBuild
      ? []
      : [
          japaneseFont(here('./web/src/theme/japanese-font.css')),
          catalogueUrl(),
          precompress(),
          routePreloadsPlugin(here('./web/src/routes/routes.tsx')),
          // The /graphql explorer: a second, separate build into the same dist/web.
          graphiqlExplorer(),
          // The web app manifest, its icons and sw.js (the service worker), written last.
          ...offlineApp(here('./web/public/favicon.svg')),
        ]),
  ],
  resolve: {
    // The app uses Relay's hooks only; the package's main entry also bundles the legacy containers
    // (QueryRenderer, createFragmentContainer...), weight every first visit would carry.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  // The dev server serves the app only: scanning the explorer's page (web/graphiql/, a build of its
  // own) made the dependency optimizer fail on Monaco's `?worker` imports and stopped `vite`.
  optimizeDeps: { entries: ['index.html'] },
  // The server entry carries its dependencies with it, so the image needs only what the API needs
  // (@lingui/react, for one, is a build-time dependency).
  ssr: { noExternal: true },
  // The bundled React, React Router and Relay choose their build from process.env.NODE_ENV when
  // they load: a server started without NODE_ENV (the benches, the tests) rendered with React's
  // development build, which records a stack for every element (about half of a render's CPU).
  // A production build renders as production, whoever starts it.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: here('./dist/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        // One file: the API imports it once, at its first page.
        rollupOptions: { input: here('./web/src/ssr/entry-server.tsx'), output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        outDir: here('./dist/web'),
        emptyOutDir: true,
        sourcemap: true,
        chunkSizeWarningLimit: 600,
        // .vite/manifest.json: which chunks each entry and route loads, for the byte budget test.
        manifest: true,
        rollupOptions: { output: { codeSplitting: CHUNK_GROUPS } },
      },
  server: {
    proxy: {
      '/graphql': { target: 'http://localhost:3000', ws: true },
      '/images': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/dev-talk/feed.xml': 'http://localhost:3000',
    },
  },
}));
