// The web app runs on Preact through preact/compat, not on React DOM: React DOM was 67.5 KB of the
// 187.5 KB a first visit to / downloaded (scripts/web-budget.test.ts), Preact with compat is under
// 7 KB, and nothing the app, Relay (react-relay/hooks) or React Router call is missing from
// preact/compat 11. TypeScript still checks the code against React 19's types.
// Used by vite.config.ts and by Vitest's web project, so component tests render with what ships.
// The GraphQL explorer (graphiql.ts) is a build of its own and keeps React.
import type { Alias } from 'vite';

export const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
