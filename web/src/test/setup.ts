// Set up once for every component test file.
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

configure({
  // Tests render inside <StrictMode>, as the app does (main.tsx): effects run, are cleaned up and
  // run again on mount, so one that is not idempotent fails here first.
  reactStrictMode: true,
  // How long findBy… and waitFor wait for what they look for before failing. Testing Library's
  // 1 s was shorter than a first render of a screen takes on a busy 2-core machine (seen: 1.4 s at
  // a load average of 10); a test that passes never waits longer for it, only a failing one does.
  asyncUtilTimeout: 10_000,
});

// The web's files share one happy-dom window per worker (vitest.config.ts), so whatever a file
// leaves in the document is there for the next file: unmount what each test rendered, and fail
// the file that leaves anything else behind (a test that writes the DOM itself), not whichever
// file happens to come after it.
afterEach(cleanup);
afterAll(() => {
  // online-status.test.ts runs in node, without a document.
  if (typeof document === 'undefined') return;
  const left = document.body.innerHTML;
  document.body.replaceChildren();
  if (left.trim() !== '') {
    throw new Error(`this file left elements in document.body for the next file: ${left.slice(0, 200)}`);
  }
});
