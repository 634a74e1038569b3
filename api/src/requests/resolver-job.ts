// The expiry job: every app instance runs it; the row locks in resolve.ts keep them from
// settling a request twice. Ticks never overlap within one instance.
import type { AppServices } from '../context.ts';
import { resolveDueRequests } from './resolve.ts';

export interface ResolverJob {
  stop(): Promise<void>;
}

export function startRequestResolver(
  services: Pick<AppServices, 'db' | 'config' | 'mailer' | 'pubsub' | 'tasks' | 'liveEvents'>,
  intervalMs: number,
): ResolverJob {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = resolveDueRequests(services)
      .then((ids) => ids.length && console.log(`[requests] resolved ${ids.length} due request(s)`))
      .catch((error: unknown) => console.error('[requests] resolver tick failed:', error))
      .finally(() => (busy = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
