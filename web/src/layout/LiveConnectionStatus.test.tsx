// "Reconnecting…" after 2 s without a socket while a screen wants live updates, set once per outage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Client, Sink } from 'graphql-ws';
import { LiveConnection } from '../relay/live-connection.ts';
import { LiveConnectionStatus } from './LiveConnectionStatus.tsx';

const NOTICE = 'Live updates lost their connection. Reconnecting…';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the reconnecting notice', () => {
  it('appears after 2 s without a connection, once, and goes when the socket is back', () => {
    vi.useFakeTimers();
    i18n.load('en', {});
    i18n.activate('en');
    const sinks: Sink[] = [];
    const client = { subscribe: (_p: unknown, sink: Sink) => (sinks.push(sink), () => {}) } as unknown as Client;
    const live = new LiveConnection();
    render(
      <I18nProvider i18n={i18n}>
        <LiveConnectionStatus connection={live} />
      </I18nProvider>,
    );
    let dispose = () => {};
    act(() => {
      live.options.on.connected();
      dispose = live.subscribeResiliently(client, () => ({ query: 'subscription { x }' }), {
        next() {},
        error() {},
        complete() {},
      });
      live.options.on.closed();
    });
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const notice = screen.getByText(NOTICE);
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    // Retries that fail again leave the same text in place: nothing new to announce.
    act(() => {
      live.options.on.closed();
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText(NOTICE)).toBe(notice);
    act(() => live.options.on.connected());
    expect(screen.queryByText(NOTICE)).toBeNull();
    act(() => dispose());
  });
});
