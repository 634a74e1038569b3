/**
 * Work that must not delay a response (sending a reset mail, whose presence would otherwise tell
 * an attacker the account exists). Failures are logged, never thrown at a request; shutdown and
 * tests wait for what is still running.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = task()
        .catch((error: unknown) => console.error(`[background] ${name} failed:`, error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
