// Set up once for every component test.
import { configure } from '@testing-library/react';

configure({
  // Tests render inside <StrictMode>, as the app does (main.tsx): effects run, are cleaned up and
  // run again on mount, so one that is not idempotent fails here first.
  reactStrictMode: true,
  // How long findBy… and waitFor wait for what they look for before failing. Testing Library's
  // 1 s was shorter than a first render of a screen takes on a busy 2-core machine (seen: 1.4 s at
  // a load average of 10); a test that passes never waits longer for it, only a failing one does.
  asyncUtilTimeout: 10_000,
});
