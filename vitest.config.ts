import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';

const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
// The same transforms as the app, for web code only (server files need neither, and Babel would
// cost them time): component tests run the real Lingui and Relay code, and so does a server test
// that reads the web's operations.
const webCode = () =>
  babel({
    include: [/[/\\]web[/\\]src[/\\].*\.[jt]sx?(?:$|\?)/],
    plugins: ['relay', '@lingui/babel-plugin-lingui-macro'],
  });
const server = ['api/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
// Files that replace a module with vi.mock: in a module graph shared with other files, the
// replacement (or the original) would stay for the files after them.
const mocking = ['api/src/schema/account-timing.test.ts'];
// The web's: each answers route loaders from a fake server by replacing the app's Relay environment.
const webMocking = [
  'web/src/screens/add-game/AddGameScreen.test.tsx',
  'web/src/screens/change-info/ChangeInfoScreen.test.tsx',
  'web/src/screens/edit-game/EditGameScreen.test.tsx',
  'web/src/screens/games/GameSearchForm.test.tsx',
];
const web = (name: string, include: string[], more: { isolate?: boolean; exclude?: string[] }, groupOrder: number) => ({
  plugins: [webCode(), react()],
  test: {
    ...timeouts,
    name,
    include,
    sequence: { groupOrder },
    setupFiles: ['web/src/test/strict-mode.ts'],
    ...more,
  },
});

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
          ...timeouts,
          name: 'server',
          include: server,
          exclude: [...configDefaults.exclude, ...mocking],
          // One module graph per worker: Prisma's client, the schema and Yoga are imported once,
          // not once per file. Safe because all state lives on the app and database each file
          // builds for itself (test/app.ts), none in a module.
          isolate: false,
          // A worker is kept for the next file only when that file is also one of these, so the
          // web's files must not come between them: hence a group of their own. (Seen with
          // --sequence.shuffle on vitest 4.1: the files came mixed all the same, and workers
          // restarted more often; slower, not wrong.)
          sequence: { groupOrder: 0 },
        },
      },
      { test: { ...timeouts, name: 'server-isolated', include: mocking, sequence: { groupOrder: 2 } } },
      // One module graph per worker, as for the server: React, Relay, Lingui and the screens are
      // imported once, not once per file (half the web's time went to importing them again).
      // A test renders into a memory router and the Relay environment it is given (test/render.tsx).
      web(
        'web',
        ['web/src/**/*.test.{ts,tsx}'],
        { isolate: false, exclude: [...configDefaults.exclude, ...webMocking] },
        1,
      ),
      web('web-isolated', webMocking, {}, 2),
    ],
  },
});
