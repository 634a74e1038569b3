import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { RequestParameters } from 'relay-runtime';
import { createRelayEnvironment } from '../relay/environment.ts';
import { CatalogueUnavailable } from './CatalogueUnavailable.tsx';

const NOTICE = 'The catalogue is briefly unavailable. Retrying…';
const NOTICE_NL = 'De catalogus is even niet bereikbaar. We proberen het opnieuw…';
// Lingui's id for a message without context (what the macro compiles <Trans> to).
const noticeId = createHash('sha256').update(`${NOTICE}\u001F`).digest('base64').slice(0, 6);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const unavailable = () =>
  json(
    503,
    { errors: [{ message: 'unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
    { 'retry-after': '2' },
  );

function operation(operationKind: 'query' | 'mutation'): RequestParameters {
  const text =
    operationKind === 'query' ? 'query ViewerQuery { viewer { id } }' : 'mutation LogOut { logOut { __typename } }';
  return { id: null, cacheID: operationKind, name: 'Op', operationKind, text, metadata: {} };
}

/** What Relay's network layer answers for one operation. */
function execute(params: RequestParameters): Promise<unknown> {
  return new Promise((resolve, reject) => {
    createRelayEnvironment().getNetwork().execute(params, {}, {}).subscribe({ next: resolve, error: reject });
  });
}

function renderNotice() {
  i18n.load('nl', { [noticeId]: NOTICE_NL });
  i18n.activate('nl');
  render(
    <I18nProvider i18n={i18n}>
      <CatalogueUnavailable />
    </I18nProvider>,
  );
}

// Advances the fake clock and lets the answers and React updates land.
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CatalogueUnavailable', () => {
  it('says in the reader’s language that the catalogue is briefly unavailable while a read waits out 503s, then recovers', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(200, { data: { viewer: null } }));
    vi.stubGlobal('fetch', fetch);
    renderNotice();
    expect(screen.queryByText(NOTICE_NL)).toBeNull();

    const answer = execute(operation('query'));
    await pass(0);
    expect(screen.getByText(NOTICE_NL)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    // Tried again after the server's Retry-After, still unavailable: the notice stays.
    await pass(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText(NOTICE_NL)).toBeTruthy();

    await pass(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(answer).resolves.toEqual({ data: { viewer: null } });
    expect(screen.queryByText(NOTICE_NL)).toBeNull();
  });

  it('waits out an outage with a write too, every try under one Idempotency-Key, so it is applied once', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(json(200, { data: { logOut: { __typename: 'MutationLogOutSuccess' } } }));
    vi.stubGlobal('fetch', fetch);
    renderNotice();

    const answer = execute(operation('mutation'));
    await pass(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await pass(2000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(answer).resolves.toEqual({ data: { logOut: { __typename: 'MutationLogOutSuccess' } } });
    const keys = fetch.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
