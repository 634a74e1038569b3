// Subscriptions are started again after any end that retrying may mend; only 4403 and an
// operation's own refusal end them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client, Sink } from 'graphql-ws';
import { backoffMs, LiveConnection, retryable } from './live-connection.ts';

/** A graphql-ws client whose subscriptions the test ends as it likes. */
function fakeClient() {
  const sinks: Sink[] = [];
  const payloads: unknown[] = [];
  const client = {
    subscribe: (payload: unknown, sink: Sink) => {
      payloads.push(payload);
      sinks.push(sink);
      return () => {};
    },
  } as unknown as Client;
  return { client, sinks, payloads };
}

const sink = () => ({ next: vi.fn(), error: vi.fn(), complete: vi.fn() });

afterEach(() => vi.useRealTimers());

describe('a resilient subscription', () => {
  it('is started again after a close graphql-ws treats as final, and after SERVICE_UNAVAILABLE', () => {
    vi.useFakeTimers();
    const { client, sinks, payloads } = fakeClient();
    const out = sink();
    let sequence = 0;
    const dispose = new LiveConnection().subscribeResiliently(
      client,
      () => ({ query: 'subscription { x }', variables: { sequence } }),
      out,
    );
    sinks[0]!.error({ code: 4500, reason: 'Internal error' });
    vi.runOnlyPendingTimers();
    expect(sinks).toHaveLength(2);
    sinks[1]!.error([{ message: 'unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    sequence = 7;
    vi.runOnlyPendingTimers();
    expect(sinks).toHaveLength(3);
    // Each start asks for its payload anew (what was last seen, for a catch-up).
    expect(payloads[2]).toEqual({
      query: 'subscription { x }',
      variables: { sequence: 7 },
      // Told once it is live (broadcast.ts).
      extensions: { acknowledge: true },
    });
    sinks[2]!.next({ data: { x: 1 } });
    expect(out.next).toHaveBeenCalledWith({ data: { x: 1 } });
    expect(out.error).not.toHaveBeenCalled();
    dispose();
  });

  it('ends for good on 4403 and on an operation’s own refusal', () => {
    vi.useFakeTimers();
    for (const end of [
      { code: 4403, reason: 'Forbidden' },
      [{ message: 'Log in first.', extensions: { code: 'UNAUTHENTICATED' } }],
    ]) {
      const { client, sinks } = fakeClient();
      const out = sink();
      new LiveConnection().subscribeResiliently(client, () => ({ query: 'subscription { x }' }), out);
      sinks[0]!.error(end);
      vi.runOnlyPendingTimers();
      expect(sinks).toHaveLength(1);
      expect(out.error).toHaveBeenCalledWith(end);
    }
  });

  it('stops retrying once disposed', () => {
    vi.useFakeTimers();
    const { client, sinks } = fakeClient();
    const live = new LiveConnection();
    const dispose = live.subscribeResiliently(client, () => ({ query: 'subscription { x }' }), sink());
    sinks[0]!.error({ code: 1006, reason: '' });
    dispose();
    vi.runOnlyPendingTimers();
    expect(sinks).toHaveLength(1);
    expect(live.disconnectedSince()).toBeNull();
  });
});

describe('catch-up', () => {
  it('names the last sequence it saw when started again, and passes each sequence on once', () => {
    vi.useFakeTimers();
    const { client, sinks, payloads } = fakeClient();
    const out = sink();
    const live = new LiveConnection();
    const dispose = live.subscribeResiliently(
      client,
      (after) => ({ operationName: 'Feed', query: 'subscription Feed { x }', variables: { after } }),
      out,
    );
    expect(payloads[0]).toMatchObject({ variables: { after: undefined } });
    // The server's acknowledgement: not a result, but where a catch-up would start.
    sinks[0]!.next({ extensions: { acknowledged: true, sequence: 4 } });
    expect(out.next).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.liveAcknowledged).toBe('Feed');
    sinks[0]!.next({ data: { x: 5 }, extensions: { sequence: 5 } });
    sinks[0]!.next({ data: { x: 6 }, extensions: { sequence: 6 } });
    // The socket drops (a close graphql-ws would retry with the first payload): started anew.
    live.options.on.closed();
    expect(document.documentElement.dataset.liveAcknowledged).toBe('');
    vi.runOnlyPendingTimers();
    expect(payloads[1]).toMatchObject({ variables: { after: 6 } });
    // What the catch-up sends and a live event may both carry: passed on once.
    sinks[1]!.next({ data: { x: 6 }, extensions: { sequence: 6 } });
    sinks[1]!.next({ data: { x: 7 }, extensions: { sequence: 7 } });
    expect(out.next.mock.calls.map(([value]) => (value as { data: { x: number } }).data.x)).toEqual([5, 6, 7]);
    // The replaced subscription's own end (graphql-ws completes it) ends nothing.
    sinks[0]!.complete();
    expect(out.complete).not.toHaveBeenCalled();
    dispose();
  });

  it('starts from the acknowledged sequence when it lost the socket before any event', () => {
    vi.useFakeTimers();
    const { client, sinks, payloads } = fakeClient();
    const dispose = new LiveConnection().subscribeResiliently(
      client,
      (after) => ({ query: 'subscription { x }', variables: { after } }),
      sink(),
    );
    sinks[0]!.next({ extensions: { acknowledged: true, sequence: 9 } });
    sinks[0]!.error({ code: 1006, reason: '' });
    vi.runOnlyPendingTimers();
    expect(payloads[1]).toMatchObject({ variables: { after: 9 } });
    dispose();
  });
});

describe('connections', () => {
  it('keep their own state: a socket closing restarts only its own client’s subscriptions', () => {
    vi.useFakeTimers();
    const [one, two] = [new LiveConnection(), new LiveConnection()];
    const [a, b] = [fakeClient(), fakeClient()];
    const disposeA = one.subscribeResiliently(a.client, () => ({ query: 'subscription { x }' }), sink());
    const disposeB = two.subscribeResiliently(b.client, () => ({ query: 'subscription { x }' }), sink());
    one.options.on.connected();
    two.options.on.connected();
    one.options.on.closed();
    vi.runOnlyPendingTimers();
    expect([a.sinks.length, b.sinks.length]).toEqual([2, 1]);
    expect(one.disconnectedSince()).not.toBeNull();
    expect(two.disconnectedSince()).toBeNull();
    disposeA();
    disposeB();
  });
});

describe('backoff', () => {
  it('doubles its ceiling up to 30 s, with the wait drawn below it (full jitter)', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, () => 0.999))).toEqual([499, 999, 1998, 3996]);
    expect(backoffMs(20, () => 0.999)).toBe(29_970);
    expect(backoffMs(3, () => 0)).toBe(0);
  });

  it('retries closes, unavailability and an id a server of the build before does not know, not refusals', () => {
    expect(retryable([{ message: 'x', extensions: { code: 'SERVICE_UNAVAILABLE' } }])).toBe(true);
    expect(
      retryable([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }]),
    ).toBe(true);
    expect(retryable({ code: 1006, reason: '' })).toBe(true);
    expect(retryable({ code: 4400, reason: 'Bad request' })).toBe(true);
    expect(retryable({ code: 4403, reason: 'Forbidden' })).toBe(false);
    expect(retryable([{ message: 'x', extensions: { code: 'FORBIDDEN' } }])).toBe(false);
  });
});
