// The delivery worker: every instance runs WEBHOOK_WORKERS lanes, each claiming a batch of due
// deliveries (outbox.ts), posting them at once over keep-alive connections and writing their
// outcomes in one statement, then claiming again at once while there is work, or after
// WEBHOOK_POLL_MS when there was none. A receiver gets the same `webhook-id` on every attempt
// and dedupes by it: that, with retries until a 2xx, is "exactly once" at the receiver's side.
import type { Database } from '../db/database.ts';
import { log } from '../log/logger.ts';
import { WEBHOOK_DELIVERY } from '#shared/webhook-rules';
import { createDestinationAgents } from './destination.ts';
import { claimDueDeliveries, pruneDeliveryLog, recordOutcomes } from './outbox.ts';

/** How often an instance deletes the delivery log's old rows (WEBHOOK_DELIVERY.keepLogMs). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
import { postDelivery } from './post-delivery.ts';

export interface DeliveryWorkerOptions {
  lanes: number;
  batchSize: number;
  pollMs: number;
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  /** The scheduling clock (tests move it); signatures always carry the real time of sending. */
  now?: () => Date;
  random?: () => number;
}

export interface DeliveryWorker {
  /** Claims one batch due at `now`, delivers it and records the outcomes; returns its size. */
  runOnce(now?: Date): Promise<number>;
  /** Deletes the delivery log's rows past their keeping time, batch by batch; returns how many. */
  prune(now?: Date): Promise<number>;
  start(): void;
  /**
   * Stops claiming and lets the batches under way finish (their outcomes written) for up to
   * `graceMs`; a batch still waiting on a slow receiver then is simply left: its lease runs out
   * and another pass sends it again, under the same webhook-id.
   */
  stop(graceMs?: number): Promise<void>;
}

export function createDeliveryWorker(db: Database, options: DeliveryWorkerOptions): DeliveryWorker {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_DELIVERY.timeoutMs;
  // Long enough for the attempt and the write of its outcome; a crash shows up as this delay.
  const leaseMs = timeoutMs + 30_000;
  const clock = options.now ?? (() => new Date());
  const agents = createDestinationAgents({
    allowPrivate: options.allowPrivateAddresses,
    maxSockets: options.lanes * options.batchSize,
  });
  let stopping = false;
  const sleepers = new Set<() => void>();
  const lanes: Promise<void>[] = [];
  let pruneTimer: NodeJS.Timeout | undefined;

  async function runOnce(now = clock()): Promise<number> {
    const claimed = await claimDueDeliveries(db, now, options.batchSize, leaseMs);
    const attempts = await Promise.all(
      claimed.map(async (delivery) => ({
        delivery,
        outcome: await postDelivery(delivery, agents, { timeoutMs, allowPrivate: options.allowPrivateAddresses }),
      })),
    );
    await recordOutcomes(db, attempts, now, options.random);
    return claimed.length;
  }

  async function prune(now = clock()): Promise<number> {
    const batch = 10_000;
    let deleted = 0;
    for (;;) {
      const gone = await pruneDeliveryLog(db, now, batch);
      deleted += gone;
      if (gone < batch || stopping) return deleted;
    }
  }

  // The one pruning pass under way, which stop() waits for (the database closes after it).
  let pruning: Promise<unknown> = Promise.resolve();
  function pruneInBackground() {
    pruning = prune().catch((error: unknown) => log.error({ err: error }, 'webhook delivery log pruning failed'));
  }

  async function lane() {
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.error({ err: error }, 'webhook delivery failed');
      }
      if (claimed < options.batchSize && !stopping) {
        await new Promise<void>((resolve) => {
          const wake = () => (clearTimeout(timer), sleepers.delete(wake), resolve());
          const timer = setTimeout(wake, options.pollMs);
          sleepers.add(wake);
        });
      }
    }
  }

  return {
    runOnce,
    prune,
    start() {
      for (let i = 0; i < options.lanes; i += 1) lanes.push(lane());
      if (options.lanes > 0) {
        pruneInBackground();
        pruneTimer = setInterval(pruneInBackground, PRUNE_EVERY_MS).unref();
      }
    },
    async stop(graceMs = 3000) {
      stopping = true;
      clearInterval(pruneTimer);
      for (const wake of [...sleepers]) wake();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...lanes, pruning]),
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      agents.destroy();
    },
  };
}
