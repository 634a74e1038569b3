// @vitest-environment node
// A route's loader runs on the server too. Node 21+ has a global `navigator` without `onLine`
// (the Docker image runs Node 24), so "no onLine" must not read as "offline" there: the server
// would render the offline screens instead of the page. Hence Node's environment, not the web
// project's happy-dom: `onServer` is read once, when the module loads.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFromDevice, offlineInBrowser } from './online-status.ts';

afterEach(() => vi.unstubAllGlobals());

describe('offline checks on the server', () => {
  it('never count the server as offline, with a navigator that has no onLine as on Node 24', () => {
    vi.stubGlobal('navigator', { userAgent: 'Node.js/24', language: 'en-US' });
    expect(typeof document).toBe('undefined');
    expect(offlineInBrowser()).toBe(false);
    expect(answerFromDevice()).toBe(false);
  });
});
