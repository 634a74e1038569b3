// One subscriber of a hub (broadcast.ts), which is also the stream graphql-ws (or Yoga, for SSE)
// iterates for it: the stream yields only what goes the ordinary way, and its end leaves the hub.
// One object whose methods are on its class: it was a record, a stream and five closures over a
// scope of their own, for each subscription and for as long as it lived (an idle watcher holds two).
import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import type { Context } from '../context.ts';
import type { HubEvent } from './hub-events.ts';

const done = (): IteratorResult<ExecutionResult> => ({ done: true, value: undefined });

export class HubSubscriber implements AsyncIterableIterator<ExecutionResult> {
  readonly args: ExecutionArgs;
  readonly ctx: Context;
  /** Its socket, where the hub writes its updates itself (null: none, SSE). */
  readonly socket: WebSocket | null;
  /** The frame before the payload, `{"id":"…","type":"next","payload":` (null: no socket). */
  readonly prefix: Buffer | null;
  /** While it catches up: the events the hub heard meanwhile, sent once the catch-up is (null: live). */
  held: HubEvent[] | null;
  /** Comments its catch-up sent, whose live event (published after the catch-up read them) is not sent again. */
  sent: Set<number> | null = null;
  private queued: ExecutionResult[] | null = null;
  private waiting: ((step: IteratorResult<ExecutionResult>) => void)[] | null = null;
  private ended = false;
  /** The hub it leaves when it ends. */
  private readonly hub: { remove(subscriber: HubSubscriber): void };

  constructor(
    args: ExecutionArgs,
    socket: WebSocket | null,
    prefix: Buffer | null,
    catchingUp: boolean,
    hub: { remove(subscriber: HubSubscriber): void },
  ) {
    this.args = args;
    this.ctx = args.contextValue as Context;
    this.socket = socket;
    this.prefix = prefix;
    this.held = catchingUp ? [] : null;
    this.hub = hub;
  }

  /** The ordinary way: a result graphql-ws or Yoga sends itself. */
  fallback(result: ExecutionResult): void {
    const take = this.waiting?.shift();
    if (take) take({ done: false, value: result });
    else (this.queued ??= []).push(result);
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.ended) return Promise.resolve(done());
    const result = this.queued?.shift();
    if (result) return Promise.resolve({ done: false, value: result });
    return new Promise((resolve) => (this.waiting ??= []).push(resolve));
  }

  return(): Promise<IteratorResult<ExecutionResult>> {
    this.end();
    return Promise.resolve(done());
  }

  throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    this.end();
    return Promise.reject(error);
  }

  private end() {
    if (this.ended) return;
    this.ended = true;
    this.hub.remove(this);
    for (const take of this.waiting?.splice(0) ?? []) take(done());
  }
}
