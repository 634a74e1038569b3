import { useSyncExternalStore } from 'react';
import { isHydrating, onServer } from '../ssr/environment-source.ts';

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

/**
 * Whether a route's loader runs in a browser with no network. Not `!navigator.onLine` alone:
 * Node 21+ has a `navigator` without `onLine`, so the server would count as offline.
 */
export const offlineInBrowser = (): boolean => !onServer && !navigator.onLine;

/**
 * Whether a route answers from the member's data kept on the device rather than the server:
 * offline, except while a page hydrates (a page the worker kept hydrates as the server drew it).
 */
export const answerFromDevice = (): boolean => offlineInBrowser() && !isHydrating();
