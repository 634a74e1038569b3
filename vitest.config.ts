import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
// Both projects keep what Vite made of each file (TypeScript stripped, Babel's Relay and Lingui
// transforms) in node_modules/.experimental-vitest-cache, keyed by the file's content, the
// config and the lockfile: a run transforms only the files that changed since the last one.
const common = { ...timeouts, experimental: { fsModuleCache: true } };
// The same transforms as the app, for web code only (server files need neither, and Babel would
// cost them time): component tests run the real Lingui and Relay code, and so does a server test
// that reads the web's operations.
const webCode = () =>
  babel({
    include: [/[/\\]web[/\\]src[/\\].*\.[jt]sx?(?:$|\?)/],
    plugins: ['relay', '@lingui/babel-plugin-lingui-macro'],
  });
const server = ['api/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
export default defineConfig({
  test: {
    // Here, not in a project: the root's global setup runs once whichever projects run, and what
    // it provides (the template databases) reaches all of them.
    globalSetup: ['api/test/global-setup.ts'],
    // 2 cores here; PGlite instances are CPU-heavy.
    maxWorkers: 2,
    // The ten slowest tests after every run, with the share of their timeout each used.
    reporters: ['default', './scripts/test-report/slowest-tests.ts'],
    projects: [
      {
        plugins: [webCode()],
        // graphql has no `exports` map: Node takes its CommonJS `main`, as Yoga and Pothos do, while
        // Vite would take `module`, a second copy whose classes fail graphql's instanceof checks.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          ...common,
          name: 'server',
          include: server,
          // One module graph per worker: Prisma's client, the schema and Yoga are imported once,
          // not once per file. Safe because all state lives on the app and database each file
          // builds for itself (test/app.ts), none in a module; no file replaces a module with
          // vi.mock (the replacement, or the original, would stay for the files after it): a
          // spy on a module's object is restored when its file ends (account-timing.test.ts).
          // The one state kept on purpose is test/pglite-pool.ts: embedded databases a file
          // closed, handed to the next in their template's state.
          isolate: false,
          // A worker is kept for the next file only when that file is also one of these, so the
          // web's files must not come between them: hence a group of their own. (Seen with
          // --sequence.shuffle on vitest 4.1: the files came mixed all the same, and workers
          // restarted more often; slower, not wrong.)
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [webCode(), react()],
        test: {
          ...common,
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          // Every web file in one environment: a worker is handed the next file only when that
          // file's environment is the one it set up, so a mix of node and happy-dom files made
          // workers start again (and import React, Relay and the screens again) at each switch.
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          setupFiles: ['web/src/test/setup.ts'],
          // One module graph per worker, as for the server: React, Relay, Lingui and the screens
          // are imported once, not once per file (half the web's time went to importing them
          // again). A test renders into a memory router and the Relay environment it is given
          // (test/render.tsx); a screen whose route loader must reach a fake server calls
          // setUpAppServer (test/app-environment.tsx), which puts the loaders' environment back
          // when its file ends.
          isolate: false,
        },
      },
    ],
  },
});
