import { useSyncExternalStore } from 'react';

// navigator.onLine is false only when the browser knows it has no network; true may still mean
// "no route to the server", which a failed request tells. It is what the browser, and Playwright's
// setOffline, report, and it changes with the online and offline events.

export function subscribeOnline(listener: () => void): () => void {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

export const isOnline = (): boolean => navigator.onLine;

/** The server renders every page online; hydration starts from that and then reads the browser. */
const onlineOnServer = () => true;

/** Whether the browser has a network; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, onlineOnServer);
}
