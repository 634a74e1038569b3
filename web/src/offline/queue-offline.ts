import type { Environment } from 'relay-runtime';
import type { OutboxChange } from './outbox-store.ts';

/**
 * While the browser is offline, puts a collection change in the outbox (loaded then, not with the
 * page) and answers whether it was kept; online, undefined: the caller sends it as usual.
 */
export function queueOffline(
  environment: Environment,
  change: Omit<OutboxChange, 'memberId' | 'clientId' | 'queuedAt' | 'seq'>,
): Promise<boolean> | undefined {
  if (typeof navigator === 'undefined' || navigator.onLine) return undefined;
  return import('./outbox-sync.ts')
    .then((outbox) => outbox.queueChange(environment, change))
    .then(
      () => true,
      () => false,
    );
}
